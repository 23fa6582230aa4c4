export * from './enums.ts';
export * from './entities.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './usStates.ts';
export * from './catalogs.ts';
export * from './apiErrors.ts';
