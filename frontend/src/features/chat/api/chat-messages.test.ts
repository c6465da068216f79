import type { ChatMessage } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { inSentOrder } from './chat-messages';

const message = (id: string, timestamp: string): ChatMessage => ({ id, userId: 'u', role: 'user', content: id, timestamp, metadata: null, attachments: [] });

describe('inSentOrder', () => {
  it('puts a message saved late (its sender hung up) back where it was sent', () => {
    const list = [message('b', '2026-12-06T10:00:02.000Z'), message('c', '2026-12-06T10:00:03.000Z'), message('a', '2026-12-06T10:00:01.000Z')];
    expect(inSentOrder(list).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps an ordered list as it is, and the order of messages sent in the same millisecond', () => {
    const list = [message('a', '2026-12-06T10:00:01.000Z'), message('b', '2026-12-06T10:00:01.000Z'), message('c', '2026-12-06T10:00:02.000Z')];
    expect(inSentOrder(list)).toBe(list);
    const shuffled = [list[2], list[0], list[1]];
    expect(inSentOrder(shuffled).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});
