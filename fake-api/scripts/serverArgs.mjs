/**
 * Node's options for the server (scripts/start.mjs, scripts/dev.mjs and the bench start it with them). The old
 * generation is capped at 256 MB: with the default cap V8 let garbage pile up before collecting it
 * (docs/adr/0001-document-store-on-sqlite.md). The largest answer at 100,000 companies (the users report) fits.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256'];
