export * from './endpoints.ts';
export * from './endpointUrl.ts';
