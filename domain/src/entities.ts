/**
 * The entities of SPEC.md section 3 as stored and served by the fake API. Fields the spec names keep its
 * spelling; fields it does not show are the product's own. Ids are strings. The types of what the API
 * answers are inferred from the response schemas (./schemas, by area); the stored-only ones live in
 * ./entities, by area.
 */
export * from './schemas/index.ts';
export * from './entities/index.ts';
