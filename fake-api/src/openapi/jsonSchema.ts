import { z } from 'zod';
import type { ZodType } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.1 (JSON Schema 2020-12) schema object. Shared definitions ($defs) are
 * hoisted into `components.schemas`, because `#/...` references resolve against the whole document.
 */
export function toSchema(
  schema: ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _ignored,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const rewrite = (value: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    components[name] = rewrite(def);
  }
  return rewrite(rest);
}

/** The properties of an object schema, with whether each is required. */
export function objectProperties(
  schema: JsonSchema,
): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}
