import type { NextFunction, Request, Response } from 'express';
import { messages } from '@sous/contracts';
import { isBearerRequest } from './bearer-token.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The one origin rule of REST writes and socket handshakes: a claimed origin is accepted when it
 * is the origin the request was addressed to (`ownOrigin`, from its Host) or APP_URL's.
 */
export function isOwnOrigin(claimed: string | null, ownOrigin: string | null, appUrl: string): boolean {
  return claimed !== null && (claimed === ownOrigin || claimed === originOf(appUrl));
}

/**
 * A request a browser made on behalf of another site (`Sec-Fetch-Site: cross-site`): a link or
 * image on another page must not sign anyone out (GET /api/logout).
 */
export function isCrossSite(request: Request): boolean {
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * DESIGN §7: a cookie-authenticated write must come from a page of Sous. Origin (or Referer) must
 * be the origin the request was addressed to or APP_URL's; requests with neither (curl, mobile
 * apps, the beacon of some browsers) pass, since a browser always sends one on cross-site writes.
 * Bearer requests pass too: the session middleware skips them, so they cannot ride on a cookie.
 */
export function csrfOriginCheck(appUrl: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    // bearer requests never read the session cookie, so there is no cookie to protect (DESIGN §7)
    if (safeMethods.has(request.method) || isBearerRequest(request)) return next();
    const claimed = request.headers.origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
    if (claimed === undefined) return next();
    const ownOrigin = request.headers.host ? `${request.protocol}://${request.headers.host}` : null;
    if (isOwnOrigin(claimed, ownOrigin, appUrl)) return next();
    response.status(403).json({ message: messages.crossSiteRequest });
  };
}
