/**
 * A JSON answer already serialized: stored records sent as they are, without parsing them and serializing
 * them again (a list page's cost was mostly that). The HTTP adapter sends its text; whoever reads the answer
 * as a value (an in-process client, a test) gets it through toJSON.
 */
export class JsonText {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text) as unknown;
  }
}

/** The JSON array of the given JSON texts. */
export function jsonArray(texts: readonly string[]): JsonText {
  return new JsonText(`[${texts.join(',')}]`);
}

/** An answer's body as a value: a JsonText parsed, anything else as it is. */
export function bodyValue(body: unknown): unknown {
  return body instanceof JsonText ? body.toJSON() : body;
}
