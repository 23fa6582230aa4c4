/**
 * A benchmark target in its own process (so the load generator does not share its core):
 *   server.ts api <dataDir> <companies>   the real fake API over a generated network
 *   server.ts hello                        Express's hello world, the baseline
 * Prints "ready <url>" once listening.
 */
import express from 'express';
import { generateDatabase } from '@casebridge/fixtures';
import { createServer } from '../src/index.ts';

const [mode, dataDir, companies] = process.argv.slice(2);

if (mode === 'hello') {
  const app = express();
  app.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`ready http://127.0.0.1:${address.port}`);
  });
} else {
  const server = await createServer({
    dataDir: dataDir!,
    port: 0,
    host: '127.0.0.1',
    seed: () => generateDatabase({ companies: Number(companies) }),
    logError: (error) => console.error(error),
  });
  console.log(`ready ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}
