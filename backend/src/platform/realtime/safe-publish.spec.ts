import { publishingSafely } from './safe-publish.js';

describe('publishingSafely', () => {
  it('turns a refused publish into one warning, not an unhandled rejection', async () => {
    const warnings: string[] = [];
    const client = { publish: (_channel: string, _message: string): Promise<number> => Promise.reject(Object.assign(new Error(''), { name: 'AbortError' })) };
    publishingSafely(client, (message) => warnings.push(message));
    await expect(client.publish('sous#/#', 'payload')).resolves.toBe(0);
    expect(warnings).toEqual(['Redis: an event was not published on sous#/#: AbortError']);
  });

  it('passes a publish through untouched when Redis answers', async () => {
    const sent: [string, string][] = [];
    const client = {
      publish: (channel: string, message: string): Promise<number> => {
        sent.push([channel, message]);
        return Promise.resolve(2);
      },
    };
    const warnings: string[] = [];
    publishingSafely(client, (message) => warnings.push(message));
    await expect(client.publish('a', 'b')).resolves.toBe(2);
    expect(sent).toEqual([['a', 'b']]);
    expect(warnings).toEqual([]);
  });
});
