import type { NextFunction, Request, Response } from 'express';

/**
 * The HTTP framework's request and response, under names of our own: modules import these, never
 * `express`, so the framework stays a detail of platform/http (the import-boundaries lint enforces
 * it). Aliases, not wrappers: Nest's `@Req()`/`@Res()` hand over the framework's objects as they are.
 */
export type HttpRequest = Request;
export type HttpResponse = Response;
export type HttpNext = NextFunction;

/** A request middleware, as `MiddlewareConsumer.apply()` takes it. */
export type HttpMiddleware<R extends HttpRequest = HttpRequest> = (req: R, res: HttpResponse, next: HttpNext) => void;
