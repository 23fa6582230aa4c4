/** The benchmark's baseline in its own process: Express's hello world. Prints "ready <url>" once listening. */
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`ready http://127.0.0.1:${address.port}`);
});
