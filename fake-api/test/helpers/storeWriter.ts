/**
 * Child process of durability.test.ts: opens the store in argv[2] and fires a burst of concurrent writes,
 * each its own transaction, printing "ack put <id> <value>" / "ack del <id>" only once it committed, and
 * "issue del <id>" before a delete is applied (so the parent knows which acked records may be gone).
 * Stdout to a pipe is synchronous on Linux, so a line printed before SIGKILL reaches the parent.
 */
import type { Company, Database } from '@casebridge/domain';
import { createLock } from '../../src/core/lock.ts';
import { openStore } from '../../src/store/index.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: storeWriter <dir> [writes]');
const total = Number(process.argv[3] ?? 2000);
const COUNTERS = 25;

const store = await openStore({ dir, seed: () => ({}) as Database });
const companies = store.collection('companies');
const lock = createLock();
const out = (line: string): void => void process.stdout.write(`${line}\n`);
out('ready');

const ackedInserts: string[] = [];
let issued = 0;

/** One write, as a request makes it: atomically under the lock, acknowledged once its group commit is on disk. */
function writeOne(): void {
  const n = issued++;
  let inserted: string | null = null;
  const apply = (): string => {
    if (n % 10 === 3 && ackedInserts.length > 0) {
      const id = ackedInserts.shift()!;
      out(`issue del ${id}`);
      store.remove('companies', id);
      return `ack del ${id}`;
    }
    if (n % 3 === 0) {
      const id = `k${n % COUNTERS}`;
      const patch = { name: `counter ${n}`, value: n } as unknown as Partial<Company>;
      if (companies.get(id)) store.update('companies', id, patch);
      else store.insert('companies', { id, ...patch } as Company);
      return `ack put ${id} ${n}`;
    }
    const record = store.insert('companies', { name: `w${n}`, value: n } as unknown as Company);
    inserted = record.id;
    return `ack put ${record.id} ${n}`;
  };
  void lock
    .run(() => store.transaction(apply))
    .then(async (ack) => {
      await store.flush();
      out(ack);
      if (inserted) ackedInserts.push(inserted);
    });
}

// Bursts of 1-20 writes about every millisecond: many writes in flight, spread over a few hundred ms.
function burst(): void {
  const size = 1 + Math.floor(Math.random() * 20);
  for (let i = 0; i < size && issued < total; i++) writeOne();
  if (issued < total) setTimeout(burst, 1);
  else void store.flush().then(() => out('done'));
}
burst();
// Stay alive until killed (the parent decides when the "crash" happens).
setInterval(() => undefined, 1000);
