import { randomBytes } from 'node:crypto';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import { UserProvisioner } from '../../src/modules/identity/application/user-provisioner.js';
import { signUp, uniqueEmail } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Sign-up asks households for the user's first household on the bus (issue 19: one owner per
 * table); the household must still be part of the sign-up's one transaction.
 */
describe('sign-up: the first household', () => {
  let testApp: TestApp;
  let server: App;

  const em = () => testApp.app.get(SqlEntityManager).fork();
  const householdsNamed = async (name: string) =>
    Number((await em().execute<{ n: string }[]>('select count(*) as n from households where name = ?', [name]))[0].n);

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
  });
  afterAll(() => testApp.close());

  it('creates the household in the same transaction as the user', async () => {
    const firstName = `Kept${randomBytes(4).toString('hex')}`;
    const email = uniqueEmail();
    const user = await testApp.app
      .get(UserProvisioner)
      .create(em(), { email, firstName, lastName: null, provider: 'email', subject: email });
    const [row] = await em().execute<{ name: string }[]>('select name from households where id = ?', [user.householdId]);
    expect(row).toEqual({ name: `${firstName}'s kitchen` });
  });

  it('leaves no household behind when the user cannot be created', async () => {
    const taken = uniqueEmail();
    await signUp(server, { email: taken });
    const firstName = `Orphan${randomBytes(4).toString('hex')}`;
    // the address is taken: the user's insert fails after the household's
    await expect(
      testApp.app.get(UserProvisioner).create(em(), { email: taken, firstName, lastName: null, provider: 'email', subject: `${taken}-again` }),
    ).rejects.toThrow();
    expect(await householdsNamed(`${firstName}'s kitchen`)).toBe(0);
  });
});
