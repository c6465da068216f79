import { Injectable } from '@nestjs/common';
import { signedCookie } from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { apiTokenMessages } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { ForbiddenError } from './auth.errors.js';
import { isBearerRequest } from './bearer-token.js';
import { SessionRecords } from './session-records.js';
import { sessionMaxAgeMs, SessionStore } from './session-store.js';

export const sessionCookieName = 'sous.sid';

/** Sessions (DESIGN §4): an httpOnly, SameSite=Lax cookie (Secure behind https) naming a row of `sessions`. */
@Injectable()
export class SessionService {
  readonly store: SessionStore;
  readonly middleware: RequestHandler;
  private readonly secure: boolean;

  constructor(
    records: SessionRecords,
    private readonly config: AppConfig,
  ) {
    this.store = new SessionStore(records);
    this.secure = config.appUrl.startsWith('https://');
    const sessions = session({
      name: sessionCookieName,
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      // nobody gets a row (or a cookie) before signing in or starting an OAuth round trip
      saveUninitialized: false,
      rolling: true,
      // behind a TLS-terminating proxy the cookie is still Secure (the app sets `trust proxy`)
      proxy: this.secure ? true : undefined,
      cookie: { httpOnly: true, sameSite: 'lax', secure: this.secure, maxAge: sessionMaxAgeMs, path: '/' },
    });
    // a bearer request is its token alone: its cookie (if any) is not read, so the rolling session
    // is not slid and no session or cookie is ever created for it
    this.middleware = (request, response, next) => (isBearerRequest(request) ? next() : sessions(request, response, next));
  }

  /** Signs the user in on this request: a new session id (no fixation), then saved before answering. */
  async start(request: Request, userId: string, provider: string): Promise<void> {
    if (!request.session) throw new ForbiddenError(apiTokenMessages.cannotSignIn);
    await new Promise<void>((resolve, reject) => request.session.regenerate((error?: Error) => (error ? reject(error) : resolve())));
    request.session.userId = userId;
    request.session.provider = provider;
    await this.save(request);
  }

  save(request: Request): Promise<void> {
    return new Promise<void>((resolve, reject) => request.session.save((error?: Error) => (error ? reject(error) : resolve())));
  }

  /** Ends the session (row and cookie). */
  async end(request: Request, response: Response): Promise<void> {
    if (request.session) {
      await new Promise<void>((resolve, reject) => request.session.destroy((error?: Error) => (error ? reject(error) : resolve())));
    }
    this.clearCookie(response);
  }

  clearCookie(response: Response): void {
    response.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
  }

  /** Whether the request carried a correctly signed session cookie (signed in or not). */
  hadSessionCookie(request: Request): boolean {
    return this.sessionIdFrom(request.headers.cookie) !== null;
  }

  /** The user a raw `Cookie` header's session belongs to (socket handshakes), or null. */
  async userIdFromCookieHeader(header: string | undefined): Promise<string | null> {
    const sid = this.sessionIdFrom(header);
    if (!sid) return null;
    const found = await this.store.readWithActor(sid);
    return found?.sess.userId ?? null;
  }

  private sessionIdFrom(header: string | undefined): string | null {
    if (!header) return null;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== sessionCookieName) continue;
      let value: string;
      try {
        value = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
      if (!value.startsWith('s:')) return null;
      const sid = signedCookie(value, this.config.sessionSecret);
      return typeof sid === 'string' && sid !== value ? sid : null;
    }
    return null;
  }
}
