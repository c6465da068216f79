import { describe, expect, it } from 'vitest';
import { attachmentType, formatSize, objectPathOf, toAttachment } from './attachments';
import { clampSpeech, speakableText } from './voice-settings';

describe('attachments (spec 001 §7)', () => {
  it('types by mime prefix', () => {
    expect(attachmentType('image/png')).toBe('image');
    expect(attachmentType('audio/webm')).toBe('audio');
    expect(attachmentType('application/pdf')).toBe('file');
    expect(attachmentType('')).toBe('file');
  });

  it('stores the upload URL as /objects/uploads/{last segment}, without the signature', () => {
    expect(objectPathOf('http://localhost:3000/api/objects/uploads/abc-123?expires=1&signature=x')).toBe('/objects/uploads/abc-123');
    expect(objectPathOf('/api/objects/upload/xyz?sig=1')).toBe('/objects/uploads/xyz');
    expect(() => objectPathOf('http://host/')).toThrow();
  });

  it('builds the attachment from the file', () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(toAttachment(file, '/objects/put/id9?s=1')).toEqual({ type: 'file', url: '/objects/uploads/id9', name: 'notes.txt', size: 5, mimeType: 'text/plain' });
    expect(toAttachment(new File(['x'], 'blob'), '/u/id').mimeType).toBe('application/octet-stream');
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(14 * 1024)).toBe('14 KB');
    expect(formatSize(2.34 * 1024 * 1024)).toBe('2.3 MB');
  });
});

describe('speech settings (spec 001 §5)', () => {
  it('clamps to 0.5–2 on the 0.1 step', () => {
    expect(clampSpeech(0.1)).toBe(0.5);
    expect(clampSpeech(3)).toBe(2);
    expect(clampSpeech(1.26)).toBe(1.3);
    expect(clampSpeech(Number.NaN)).toBe(1);
  });

  it('reads markdown as plain words', () => {
    expect(speakableText('**Added** [chicken](/storage/fridge) to your _fridge_.\n- 2 pound')).toBe('Added chicken to your fridge. 2 pound');
  });
});
