/**
 * The document with every nullable reference written as `anyOf: [{$ref}, {type: 'null'}]`.
 * zod-to-openapi writes `Watch.nullable()` as `allOf: [{$ref: Watch}, {type: ['object', 'null']}]`,
 * which a validator reads as "a Watch and also an object or null": null is no Watch, so every
 * null the server answers (`lastRun: null`) would break the document.
 *
 * @example nullableRefsAsAnyOf(app.getOpenAPI31Document(config));
 */
export function nullableRefsAsAnyOf<Document>(document: Document): Document {
  return rewrite(document) as Document;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (typeof value !== 'object' || value === null) return value;
  const node = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, rewrite(child)]),
  ) as Record<string, unknown>;
  const nullable = nullableRef(node.allOf);
  if (!nullable) return node;
  const { allOf: _allOf, ...rest } = node;
  return { ...rest, ...nullable.also, anyOf: [nullable.ref, { type: 'null' }] };
}

function nullableRef(allOf: unknown) {
  if (!Array.isArray(allOf) || allOf.length !== 2) return undefined;
  const [ref, second] = allOf as [Record<string, unknown>, Record<string, unknown>];
  const isRef = typeof ref.$ref === 'string' && Object.keys(ref).length === 1;
  const { type, ...also } = second ?? {};
  if (!isRef || !Array.isArray(type) || !type.includes('null')) return undefined;
  return { ref, also };
}
