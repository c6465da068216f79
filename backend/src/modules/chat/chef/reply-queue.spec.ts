import { ReplyQueue } from './reply-queue.js';

async function readAll<T>(queue: ReplyQueue<T>): Promise<T[]> {
  const read: T[] = [];
  for await (const item of queue) read.push(item);
  return read;
}

describe('ReplyQueue', () => {
  it('hands out what was pushed before and while it is read, in order, and ends at close', async () => {
    const queue = new ReplyQueue<string>();
    queue.push('a');
    const reading = readAll(queue);
    await new Promise((resolve) => setTimeout(resolve, 5));
    queue.push('b');
    queue.push('c');
    await Promise.resolve();
    queue.push('d');
    queue.close();
    expect(await reading).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps nothing pushed after close', async () => {
    const queue = new ReplyQueue<string>();
    queue.push('a');
    queue.close();
    queue.push('late');
    expect(await readAll(queue)).toEqual(['a']);
  });
});
