import { randomBytes } from 'node:crypto';
import type { App } from 'supertest/types.js';
import request from 'supertest';

export interface SignedInUser {
  /** A supertest agent that keeps the session cookie. */
  agent: ReturnType<typeof request.agent>;
  /** The `Cookie` header value, for socket.io-client's `extraHeaders`. */
  cookie: string;
  user: { id: string; email: string; householdId: string; role: string; hasCompletedOnboarding: boolean };
  email: string;
  password: string;
}

/** A fresh, unique address so suites never collide on the shared test database. */
export const uniqueEmail = (prefix = 'cook') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** Signs a new user up by email (DESIGN §4) and returns an agent carrying their session. */
export async function signUp(
  app: App,
  fields: { email?: string; password?: string; firstName?: string; lastName?: string; address?: string } = {},
): Promise<SignedInUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const agent = request.agent(app);
  const post = agent.post('/api/auth/email/signup');
  // a client address of its own (apps with TRUST_PROXY), so a suite's low sign-up limit meets no other suite's sign-ups
  if (fields.address) void post.set('X-Forwarded-For', fields.address);
  const res = await post
    .send({ email, password, firstName: fields.firstName ?? 'Test', lastName: fields.lastName ?? 'Cook' })
    .expect(201);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  return { agent, cookie, user: res.body as SignedInUser['user'], email, password };
}

/** A JSON answer's fields, typed for assertions (supertest types bodies as any). */
export const json = (res: { body: unknown }) => res.body as Record<string, unknown>;
