import { jest } from '@jest/globals';
import { TokenBatcher } from './token-batcher.js';

describe('TokenBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch once 64 characters have gathered, never one frame per character', () => {
    const sent: string[] = [];
    const batcher = new TokenBatcher((content) => sent.push(content));
    for (const char of 'x'.repeat(130)) batcher.push(char);
    expect(sent).toEqual(['x'.repeat(64), 'x'.repeat(64)]);
    batcher.flush();
    expect(sent).toEqual(['x'.repeat(64), 'x'.repeat(64), 'xx']);
  });

  it('sends what has gathered 50 ms after the first unsent piece', () => {
    const sent: string[] = [];
    const batcher = new TokenBatcher((content) => sent.push(content));
    batcher.push('Hello ');
    jest.advanceTimersByTime(30);
    batcher.push('there');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(sent).toEqual(['Hello there']);
    batcher.flush();
    expect(sent).toEqual(['Hello there']);
  });
});
