import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import { apiTokenMessages } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addApiToken, addFeedback, addRecipe, addShoppingEntry, joinHousehold, signUpHousemate } from '../support/factories.js';
import { appSuite } from '../support/test-app.js';

type Rows = Record<string, unknown>[];
interface Export {
  household: { members: { id: string }[] };
  feedback: Rows;
  recipes: Rows;
  shoppingList: Rows;
}

/**
 * Issue 32: the "Your data" download is the whole account (chat included), so a read token may not
 * take it; and it names only the user and their household's people — no upvoters of other
 * households, no admin's id, no admin-only flag reason, no member who has since left.
 */
describe('your data: who may download it, and whom it names', () => {
  const suite = appSuite();

  const token = async (user: SignedInUser, scope: 'read' | 'read-write') =>
    (await addApiToken(user, { name: `Export ${scope}`, scope })).token;
  const exportWith = (secret: string) => request(suite.server).get('/api/account/export').set('Authorization', `Bearer ${secret}`);

  it('refuses a read token (403 naming the scope) and serves the session and a read-write token', async () => {
    const ada = await signUp(suite.server);
    await addFeedback(ada, { type: 'general', content: 'private chat-like note' });
    const refused = await exportWith(await token(ada, 'read')).expect(403);
    expect(json(refused).message).toBe(apiTokenMessages.exportNeedsReadWrite);
    expect(refused.text).not.toContain('private chat-like note');

    const byToken = await exportWith(await token(ada, 'read-write')).expect(200);
    expect(byToken.headers['content-disposition']).toMatch(/^attachment; filename="sous-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const bySession = await ada.agent.get('/api/account/export').expect(200);
    for (const data of [byToken.body as Export, bySession.body as Export]) expect(data.feedback).toEqual([expect.objectContaining({ content: 'private chat-like note' })]);
    // the read token still reads the kitchen
    await request(suite.server).get('/api/auth/user').set('Authorization', `Bearer ${await token(ada, 'read')}`).expect(200);
  });

  it("names only the user's own and their household's people: no upvoter, admin, flag reason or former member", async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    const bob = await signUpHousemate(suite.server, ada, { firstName: 'Bob' });
    const fay = await signUpHousemate(suite.server, ada, { firstName: 'Fay' });
    const zed = await signUp(suite.server, { firstName: 'Zed' });
    const root = await signUp(suite.server, { firstName: 'Root' });
    await suite.testApp.app.get(SqlEntityManager).fork().execute("update users set role = 'admin' where id = ?", [root.user.id]);

    // Fay adds to the household, then leaves it; Bob adds too
    const faysRecipe = await addRecipe(fay, { title: 'Fay’s flan', ingredients: ['2 eggs'] });
    const faysItem = await addShoppingEntry(fay, { ingredient: 'Vanilla' });
    const bobsItem = await addShoppingEntry(bob, { ingredient: 'Milk' });
    await fay.agent.post('/api/household/leave').expect(200);

    // Bob's idea on the board: another household upvotes it, the admin replies and flags it
    const idea = await addFeedback(bob, { type: 'feature', content: 'Dark mode please' });
    await zed.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200);
    await root.agent.post(`/api/feedback/${idea.id}/responses`).send({ message: 'On the list' }).expect(201);
    await root.agent.patch(`/api/feedback/${idea.id}`).send({ isFlagged: true, flagReason: 'Duplicate of the theme request' }).expect(200);

    const res = await bob.agent.get('/api/account/export').expect(200);
    const data = res.body as Export;
    for (const outsider of [zed, root, fay]) expect(res.text).not.toContain(outsider.user.id);
    expect(res.text).not.toContain('Duplicate of the theme request');

    expect(data.household.members.map((m) => m.id)).toEqual([ada.user.id, bob.user.id]);
    const [feedback] = data.feedback;
    expect(feedback).toMatchObject({ id: idea.id, userId: bob.user.id, content: 'Dark mode please', upvoteCount: 1, isFlagged: true });
    expect(feedback).not.toHaveProperty('upvotes');
    expect(feedback).not.toHaveProperty('flagReason');
    expect(feedback.responses).toEqual([{ id: expect.any(String) as unknown, message: 'On the list', authorName: 'Root', createdAt: expect.any(String) as unknown }]);

    // the household's rows keep their data; only who added them is cleared for the one who left
    expect(data.recipes).toEqual([expect.objectContaining({ id: faysRecipe.id, title: 'Fay’s flan', userId: null })]);
    expect(data.shoppingList).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: faysItem.id, userId: null }), expect.objectContaining({ id: bobsItem.id, userId: bob.user.id })]),
    );

    // Fay's own download, from her next household: what she added stayed with Ada's, whose people it does not name
    await joinHousehold(zed, fay);
    const hers = await fay.agent.get('/api/account/export').expect(200);
    for (const former of [ada, bob]) expect(hers.text).not.toContain(former.user.id);
  });
});
