/** The benchmark's one table and its verdicts against issue 20's goals. */
import { cpus, totalmem } from 'node:os';

export interface Row {
  request: string;
  /**
   * Share of hello world's req/s to reach; 0 for the write, judged on its own goals; null for a reference row
   * shown for context and judged on nothing.
   */
  goal: number | null;
  rps: number;
  p99: number;
  errors: number;
  hello: number;
  helloP99: number;
  /** The API's peak resident memory (VmHWM, MB) once the row was measured: which rows raise it. */
  peakMb?: number;
  /** What went wrong: non-2xx answers by status, timeouts, no answer at all, the API down or busy. */
  note?: string;
}

export const WRITE_GOAL = { rps: 1000, p99Ms: 20 };
export const STARTUP_GOAL_MS = 1000;
export const MEMORY_GOAL_MB = 300;
/**
 * The soak's resident memory is flat when its highest in the last third of the soak is at most this much above
 * its highest in the first third (a leak grows with the requests answered; a cache fills once).
 */
export const SOAK_GROWTH_LIMIT = 0.1;

/** A mixed soak: resident memory (VmRSS, MB) sampled each second while every request of the table runs in turn. */
export interface Soak {
  seconds: number;
  rps: number;
  errors: number;
  samplesMb: readonly number[];
}

/** The soak's verdict: its first and last thirds' highest resident memory, and whether it stayed flat. */
export function soakVerdict(soak: Soak): { firstMb: number; lastMb: number; flat: boolean } {
  const third = Math.max(1, Math.floor(soak.samplesMb.length / 3));
  const firstMb = Math.max(...soak.samplesMb.slice(0, third));
  const lastMb = Math.max(...soak.samplesMb.slice(-third));
  return { firstMb, lastMb, flat: lastMb <= firstMb * (1 + SOAK_GROWTH_LIMIT) && soak.errors === 0 };
}

function verdict(row: Row): { goal: string; met: boolean | null } {
  if (row.goal === null) return { goal: 'reference', met: null };
  if (row.goal === 0) {
    const met = row.rps >= WRITE_GOAL.rps && row.p99 <= WRITE_GOAL.p99Ms && row.errors === 0;
    return { goal: `>= ${WRITE_GOAL.rps}/s, p99 <= ${WRITE_GOAL.p99Ms} ms, no error`, met };
  }
  return { goal: `>= ${row.goal * 100} %`, met: row.rps >= row.goal * row.hello && row.errors === 0 };
}

export function printReport(run: {
  rows: readonly Row[];
  startupMs: number;
  peakMb: number;
  soak?: Soak;
  companies: number;
  seconds: number;
  connections: number;
  rounds: number;
}): boolean {
  const table = run.rows.map((row) => {
    const { goal, met } = verdict(row);
    return {
      request: row.request,
      'req/s': row.rps,
      'p99 ms': row.p99,
      errors: row.errors,
      'hello req/s': row.hello,
      'hello p99': row.helloP99,
      'of hello': `${((row.rps / row.hello) * 100).toFixed(1)} %`,
      'peak MB': row.peakMb ?? '',
      goal,
      met: row.note?.startsWith('NOT MEASURED') ? 'NOT MEASURED' : met === null ? '' : met ? 'yes' : 'NO',
    };
  });
  console.log(
    `\n${run.companies.toLocaleString('en-US')} companies, ${run.connections} connections, ` +
      `${run.seconds} s per request and round, medians of ${run.rounds} round${run.rounds === 1 ? '' : 's'}`,
  );
  console.table(table);
  const notes = run.rows.filter((row) => row.note);
  if (notes.length) {
    console.log('Problems (a row with a problem is not a valid measure):');
    for (const row of notes) console.log(`  ${row.request}: ${row.note}`);
  }
  const startupMet = run.startupMs <= STARTUP_GOAL_MS;
  const memoryMet = run.peakMb <= MEMORY_GOAL_MB;
  console.log(
    `Startup to first answer: ${run.startupMs} ms (goal <= ${STARTUP_GOAL_MS}): ${startupMet ? 'yes' : 'NO'}`,
  );
  console.log(
    `Peak memory (VmHWM): ${run.peakMb} MB (goal <= ${MEMORY_GOAL_MB}): ${memoryMet ? 'yes' : 'NO'}`,
  );
  let soakMet = true;
  if (run.soak) {
    const { firstMb, lastMb, flat } = soakVerdict(run.soak);
    soakMet = flat;
    console.log(
      `Soak, ${run.soak.seconds} s of every request above in turn: ${run.soak.rps} req/s, ` +
        `${run.soak.errors} errors; resident memory ${firstMb} MB at most in its first third, ${lastMb} MB ` +
        `in its last (flat: at most ${SOAK_GROWTH_LIMIT * 100} % more, no error): ${flat ? 'yes' : 'NO'}`,
    );
  }
  return table.every((row) => row.met !== 'NO') && startupMet && memoryMet && soakMet;
}

/** The middle value (the mean of the two middle ones for an even count, rounded). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export function machine(): string {
  const cpu = cpus();
  return (
    `Machine: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${process.platform}`
  );
}
