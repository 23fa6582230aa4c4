/** The API's response schemas, by area; the entity types are inferred from them. */
export * from './common.ts';
export * from './companies.ts';
export * from './accounts.ts';
export * from './subscriptions.ts';
export * from './activation.ts';
export * from './claimants.ts';
export * from './funding.ts';
export * from './registry.ts';
export * from './notifications.ts';
export * from './system.ts';
export * from './dashboard.ts';
export * from './cases.ts';
export * from './caseFlows.ts';
export * from './caseFiles.ts';
export * from './claimantCases.ts';
export * from './infoResponses.ts';
export * from './referrals.ts';
