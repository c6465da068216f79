import { Injectable, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/internal.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type ApiAuth, type ApiRouteDoc, apiRoutes } from '@sous/contracts';
import { z } from 'zod';
import type { Role } from '../auth/actor.js';
import { publicRouteKey, rolesKey, sessionOnlyKey, tokenOnlyKey } from '../auth/auth.decorators.js';
import { IdParamPipe } from '../http/id-param.pipe.js';
import { ZodValidationPipe } from '../http/zod.pipe.js';
import { limitedRoutes } from '../rate-limit/rate-limit.middleware.js';

/** A route as Nest serves it: what it parses (from its pipes) and who may call it (from its guards' metadata). */
export interface DiscoveredRoute {
  key: string;
  method: string;
  /** Express path, e.g. `/api/food-items/:id`. */
  path: string;
  auth: ApiAuth;
  /** Which credential the route takes: the session cookie or a token (the default), or only one of them. */
  credentials: 'either' | 'session' | 'token';
  /** Path parameters: the whole-object schema, or one schema per named parameter. */
  params: z.ZodType | undefined;
  /** Path parameters whose bad values answer 404 (ids) rather than 400. */
  idParams: string[];
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
  handler: string;
}

/** A discovered route with its documentation from the contracts' table. */
export interface ApiRoute extends DiscoveredRoute {
  doc: ApiRouteDoc;
  /** Error statuses: derived from the route plus the documented ones. */
  errors: number[];
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const joinPath = (...parts: string[]) =>
  `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

const firstPath = (value: unknown): string => {
  const path: unknown = Array.isArray(value) ? value[0] : value;
  return typeof path === 'string' ? path : '';
};

/**
 * Walks every controller at boot (DiscoveryService) and reads, for each handler, the metadata Nest
 * routes by: path, method, argument pipes, `@Public()` and `@Roles()`. The OpenAPI document, the
 * route-registry test, the fuzzer and the isolation matrix all start from here.
 */
@Injectable()
export class ApiRouteExplorer {
  private cache: DiscoveredRoute[] | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  discover(): DiscoveredRoute[] {
    this.cache ??= this.discovery.getControllers().flatMap((wrapper) => {
      const instance: unknown = wrapper.instance;
      const metatype = wrapper.metatype;
      if (!instance || !metatype) return [];
      return this.routesOf(metatype as Type, instance);
    });
    return this.cache;
  }

  /** Routes with documentation; undocumented ones are left out (the registry test names them). */
  routes(): ApiRoute[] {
    const docs = apiRoutes as Record<string, ApiRouteDoc>;
    return this.discover().flatMap((route) => {
      const doc = docs[route.key];
      return doc ? [{ ...route, doc, errors: errorStatuses(route, doc) }] : [];
    });
  }

  undocumented(): DiscoveredRoute[] {
    const docs = apiRoutes as Record<string, ApiRouteDoc>;
    return this.discover().filter((route) => !docs[route.key]);
  }

  private routesOf(metatype: Type, instance: object): DiscoveredRoute[] {
    const base = firstPath(Reflect.getMetadata(PATH_METADATA, metatype));
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    return this.scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const methodValue = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const pathValue: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      if (methodValue === undefined || pathValue === undefined) return [];
      const method = RequestMethod[methodValue];
      const path = joinPath(base, firstPath(pathValue));
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<string, RouteArg>;
      return [{ key: `${method} ${path}`, method, path, auth: this.authOf(metatype, handler), credentials: this.credentialsOf(metatype, handler), handler: `${metatype.name}.${name}`, ...requestSchemas(args) }];
    });
  }

  private credentialsOf(metatype: Type, handler: (...args: unknown[]) => unknown): DiscoveredRoute['credentials'] {
    if (this.reflector.getAllAndOverride<boolean>(sessionOnlyKey, [handler, metatype])) return 'session';
    return this.reflector.getAllAndOverride<boolean>(tokenOnlyKey, [handler, metatype]) ? 'token' : 'either';
  }

  private authOf(metatype: Type, handler: (...args: unknown[]) => unknown): ApiAuth {
    if (this.reflector.getAllAndOverride<boolean>(publicRouteKey, [handler, metatype])) return 'public';
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(rolesKey, [handler, metatype]);
    return roles && !roles.includes('member') ? 'admin' : 'member';
  }
}

const idSchema = z.uuid();

function requestSchemas(args: Record<string, RouteArg>) {
  let body: z.ZodType | undefined;
  let query: z.ZodType | undefined;
  let params: z.ZodType | undefined;
  const namedParams: Record<string, z.ZodType> = {};
  const idParams: string[] = [];
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    const pipes = arg.pipes ?? [];
    // the pipe keeps its schema private; it is read here only to describe the route
    const zodPipe = pipes.find((p) => p instanceof ZodValidationPipe) as unknown as { schema: z.ZodType } | undefined;
    const schema = zodPipe?.schema;
    const isId = pipes.some((p) => p instanceof IdParamPipe);
    if (type === RouteParamtypes.BODY && schema) body = schema;
    else if (type === RouteParamtypes.QUERY && schema) query = schema;
    else if (type === RouteParamtypes.PARAM) {
      if (typeof arg.data === 'string') {
        if (isId) idParams.push(arg.data);
        const paramSchema = isId ? idSchema : schema;
        if (paramSchema) namedParams[arg.data] = paramSchema;
      } else if (schema) params = schema;
    }
  }
  if (!params && Object.keys(namedParams).length > 0) params = z.object(namedParams);
  return { body, query, params, idParams };
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that answer without touching the database (the document itself, Swagger UI, liveness). */
const withoutDatabase = /^\/api\/(openapi\.json|docs(\/:asset)?|health\/live)$/;

/**
 * Every status the route can answer besides its successes: from what it parses and who may call
 * it, from the platform's middleware (CSRF 403 and JSON-only 415 on /api writes, rate limits 429,
 * database loss 503), plus the ones its documentation names (domain errors: 404, 409, 429...).
 */
function errorStatuses(route: DiscoveredRoute, doc: ApiRouteDoc): number[] {
  const statuses = new Set<number>(doc.errors ?? []);
  if (route.auth !== 'public') statuses.add(401);
  // an admin route refuses members; a session-only route refuses tokens
  if (route.auth === 'admin' || route.credentials === 'session') statuses.add(403);
  const parsesNonIds = route.body || route.query || (route.params && route.idParams.length === 0);
  if (parsesNonIds) statuses.add(400);
  if (route.idParams.length > 0) statuses.add(404);
  if (route.body) statuses.add(413);
  if (writeMethods.has(route.method) && route.path.startsWith('/api/')) {
    // another site's page (CSRF check) and bodies that are not JSON
    statuses.add(403);
    statuses.add(415);
  }
  if (limitedRoutes.some((limited) => limited.method === route.method && `/api${limited.path}` === route.path)) statuses.add(429);
  if (!withoutDatabase.test(route.path)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
