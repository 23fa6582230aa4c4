/**
 * Node's options for the server (scripts/start.mjs and the bench start it with them). The old generation is
 * capped at 256 MB: with the default cap (some 4 GB here) V8 let garbage pile up before collecting it, and a
 * search row of the bench took the process from 200 to 290 MB resident where, capped, it stayed at 215 with the
 * same throughput. The largest answer at 100,000 companies (the users report, 191,000 rows) fits.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256'];
