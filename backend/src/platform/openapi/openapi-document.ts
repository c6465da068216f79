import { type ApiSuccess, errorBody, isApiMedia, sessionExpiredBody, validationErrorBody } from '@sous/contracts';
import { sessionCookieName } from '../auth/session.service.js';
import { z } from 'zod';
import type { ApiRoute } from './api-route-explorer.js';
import { uploadContent, withFreeTextRule } from './request-rules.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OpenApiOperation>> };
export interface OpenApiOperation {
  operationId: string;
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; `message` names the first bad field, `issues` lists them all',
  401: 'Not signed in, or the session expired',
  403: 'Signed in without the rights for this, or a write sent by a page of another site',
  404: 'Not found (or not in your household)',
  409: 'Conflicts with the current state',
  413: "Request body is too large (1 MB for JSON, 5 MB for a pasted recipe page; 10 MB for files and recordings), or the household's upload storage is full",
  415: 'Writes take application/json; for files, a type not accepted or bytes that are not of the declared type',
  429: 'Too many requests; try again later',
  501: 'Not set up on this server',
  503: 'A dependency (database, model, food service) is unavailable',
};

/** zod 4's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), without the `$schema` header. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // dates and transforms have no JSON form: they become `{}` (any) rather than failing the document
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'throw' }) as JsonSchema;
  return rest;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The fields of an object schema, also through a `.transform()` (the paged lists' queries fill a default `limit`). */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return schema instanceof z.ZodObject ? (schema.shape) : {};
}

function parameters(route: ApiRoute): unknown[] {
  const pathShape = objectShape(route.params);
  const inPath = pathParamNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: withFreeTextRule(pathShape[name] ? jsonSchema(pathShape[name], 'input') : { type: 'string' }),
  }));
  const inQuery = Object.entries(objectShape(route.query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.safeParse(undefined).success,
    schema: withFreeTextRule(jsonSchema(schema, 'input')),
    ...(route.doc.example?.query?.[name] !== undefined ? { example: route.doc.example.query[name] } : {}),
  }));
  return [...inPath, ...inQuery];
}

function successResponses(route: ApiRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, success] of Object.entries<ApiSuccess>(route.doc.responses)) {
    if (success === null) responses[status] = { description: Number(status) === 204 ? 'No content' : 'No body' };
    else if (isApiMedia(success)) {
      responses[status] = {
        description: success.description,
        content: { [success.contentType]: success.schema ? { schema: jsonSchema(success.schema, 'output') } : {} },
      };
    } else responses[status] = { description: 'OK', content: { 'application/json': { schema: jsonSchema(success, 'output') } } };
  }
  return responses;
}

function errorResponses(route: ApiRoute): Record<string, unknown> {
  return Object.fromEntries(
    route.errors.map((status) => {
      if (status === 409 && route.doc.conflict) {
        // the 409 of an optimistic write carries the stored state it lost to, so the client can offer "use mine"
        const schema = jsonSchema(errorBody.extend({ current: route.doc.conflict.optional() }), 'output');
        return ['409', { description: `${errorDescriptions[409]}; \`current\` is the stored state now`, content: { 'application/json': { schema } } }];
      }
      const ref = status === 400 ? 'ValidationError' : status === 401 ? 'UnauthorizedError' : 'Error';
      return [String(status), { description: errorDescriptions[status] ?? 'Error', content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } }];
    }),
  );
}

function operation(route: ApiRoute): OpenApiOperation {
  const params = parameters(route);
  return {
    operationId: route.handler.replace('Controller.', '_'),
    summary: route.doc.summary,
    tags: [route.doc.tag],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(route.auth !== 'public' && route.credentials === 'session' ? { security: [{ sessionCookie: [] }] } : {}),
    ...(route.auth !== 'public' && route.credentials === 'token' ? { security: [{ bearerToken: [] }] } : {}),
    ...(route.auth === 'admin' ? { description: 'Admins only.' } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body || route.doc.upload
      ? {
          requestBody: {
            required: route.doc.upload !== undefined || !route.body?.safeParse(undefined).success,
            content: {
              ...(route.doc.upload?.kind === 'multipart' && route.doc.upload.orJson
                ? { 'application/json': { schema: withFreeTextRule(jsonSchema(route.doc.upload.orJson, 'input')) } }
                : {}),
              ...(route.body
                ? {
                    'application/json': {
                      schema: withFreeTextRule(jsonSchema(route.body, 'input')),
                      ...(route.doc.example?.body !== undefined ? { example: route.doc.example.body } : {}),
                    },
                  }
                : {}),
              ...(route.doc.upload ? uploadContent(route.doc.upload) : {}),
            },
          },
        }
      : {}),
    responses: { ...successResponses(route), ...errorResponses(route) },
  };
}

/** The OpenAPI 3.1 document of every documented route. */
export function buildOpenApiDocument(routes: ApiRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    (paths[toOpenApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sous API',
      version,
      description: 'The HTTP API of Sous, generated from its zod contracts. Sign in (email or a provider) to get the session cookie.',
    },
    servers: [{ url: '/' }],
    // either one: the session cookie of a signed-in browser, or a personal access token
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    tags: [...new Set(routes.map((r) => r.doc.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (Settings → API tokens), `sous_pat_…`. A `read` token may only GET; token management (/api/tokens) needs the session cookie. CSRF checks do not apply.',
        },
      },
      schemas: {
        ValidationError: jsonSchema(validationErrorBody, 'output'),
        Error: jsonSchema(errorBody, 'output'),
        UnauthorizedError: { anyOf: [jsonSchema(errorBody, 'output'), jsonSchema(sessionExpiredBody, 'output')] },
      },
    },
  };
}
