import { describe, expect, it } from 'vitest';
import { canSend, isSendKey, type SendState } from './send-rules';

const ready: SendState = { text: 'hello', attachmentCount: 0, disabled: false, uploading: false, voiceMode: false };

describe('canSend (spec 001 §5)', () => {
  it.each<[string, Partial<SendState>, boolean]>([
    ['text', {}, true],
    ['blank text', { text: '   \n\t' }, false],
    ['empty text', { text: '' }, false],
    ['an attachment and no text', { text: '', attachmentCount: 1 }, true],
    ['blank text with attachments', { text: '  ', attachmentCount: 2 }, true],
    ['while disabled (a reply streaming)', { disabled: true }, false],
    ['while uploading', { uploading: true }, false],
    ['while uploading, with attachments', { uploading: true, attachmentCount: 1 }, false],
    ['in voice mode', { voiceMode: true }, false],
  ])('%s → %s', (_label, change, expected) => {
    expect(canSend({ ...ready, ...change })).toBe(expected);
  });
});

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter, other keys or during IME composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });
});
