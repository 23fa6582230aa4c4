/**
 * npm run export -- FILE   writes DATA_DIR's data to FILE in json-server's db.json format
 * npm run import -- FILE   replaces DATA_DIR's data with FILE (json-server format; stop the server first)
 * FILE resolves against the directory the command was typed in.
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { exportData, importData } from './store/exchange.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !file) {
  console.error('usage: npm run export -- FILE | npm run import -- FILE');
  process.exit(2);
}
const { dataDir } = loadConfig();
const target = path.resolve(process.env['INIT_CWD'] || process.cwd(), file);
const started = performance.now();
const count = command === 'export' ? await exportData(dataDir, target) : await importData(dataDir, target);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  command === 'export'
    ? `Exported ${count} records of ${dataDir} to ${target} in ${seconds} s`
    : `Imported ${count} records from ${target} into ${dataDir} in ${seconds} s`,
);
