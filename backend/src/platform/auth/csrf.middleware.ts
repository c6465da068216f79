import type { NextFunction, Request, Response } from 'express';
import { messages } from '@sous/contracts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * DESIGN §7: a cookie-authenticated write must come from a page of Sous. Origin (or Referer) must
 * be the origin the request was addressed to or APP_URL's; requests with neither (curl, mobile
 * apps, the beacon of some browsers) pass, since a browser always sends one on cross-site writes.
 */
export function csrfOriginCheck(appUrl: string) {
  const appOrigin = originOf(appUrl);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (safeMethods.has(request.method)) return next();
    const claimed = request.headers.origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
    if (claimed === undefined) return next();
    const ownOrigin = request.headers.host ? `${request.protocol}://${request.headers.host}` : null;
    if (claimed !== null && (claimed === ownOrigin || claimed === appOrigin)) return next();
    response.status(403).json({ message: messages.crossSiteRequest });
  };
}
