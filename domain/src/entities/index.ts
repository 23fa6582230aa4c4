/** The stored entities that no response schema describes yet, by area (the served ones live in ../schemas). */
export * from './accounts.ts';
export * from './cases.ts';
export * from './caseFlows.ts';
export * from './network.ts';
export * from './database.ts';
