import type { ApiUpload } from '@sous/contracts';

type JsonSchema = Record<string, unknown>;

/**
 * The free-text rule every request string obeys before its own schema (DESIGN §7; the zod pipe
 * refuses NUL and C0 controls but tab, line feed and carriage return in every body, query and path
 * value), written as the standard `pattern` a generated client or fuzzer can read.
 */
export const freeTextPattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]*$';

const isStringNode = (node: JsonSchema) => node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));

/**
 * The schema with the free-text rule on every string (and on the keys of free-form objects). A
 * string that has its own `pattern` keeps it and gains the rule beside it in `allOf`, since one
 * keyword cannot hold two patterns.
 */
export function withFreeTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withFreeTextRule);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'const' || key === 'enum' || key === 'example' || key === 'default' ? value : withFreeTextRule(value)]));
  if (isStringNode(node) && node.const === undefined && node.enum === undefined) {
    if (node.pattern === undefined) node.pattern = freeTextPattern;
    else if (node.pattern !== freeTextPattern) node.allOf = [...((node.allOf as unknown[] | undefined) ?? []), { pattern: freeTextPattern }];
  }
  if (node.type === 'object' && node.additionalProperties !== false && node.propertyNames === undefined) node.propertyNames = { pattern: freeTextPattern };
  return node;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The request body of a route that takes a file: a multipart form with its fields, or the file's own bytes. */
export function uploadContent(upload: ApiUpload): Record<string, unknown> {
  if (upload.kind === 'raw') {
    return { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: upload.maxBytes, description: `The file itself (at most ${megabytes(upload.maxBytes)}): ${upload.accept}` } } };
  }
  const textFields = Object.fromEntries(Object.entries(upload.fields ?? {}).map(([name, description]) => [name, { type: 'string', description, pattern: freeTextPattern }]));
  return {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [upload.field],
        properties: {
          [upload.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: `The file (at most ${megabytes(upload.maxBytes)}): ${upload.accept}` },
          ...textFields,
        },
      },
      encoding: { [upload.field]: { contentType: upload.accept.includes('/') ? upload.accept : 'application/octet-stream' } },
    },
  };
}
