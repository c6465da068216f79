import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTranscriptionUnavailable, transcribeAudio } from './transcribe-audio';

afterEach(() => vi.unstubAllGlobals());

describe('transcribeAudio', () => {
  it('posts the recording as the multipart field "audio" and returns the text', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify({ text: 'add two eggs' }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await transcribeAudio(new Blob(['x'], { type: 'audio/webm' }))).toBe('add two eggs');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/voice/transcribe');
    const form = init.body as FormData;
    expect(form.get('audio')).toBeInstanceOf(Blob);
    expect((form.get('audio') as File).name).toBe('voice.webm');
  });

  it('tells a server without transcription (501) from other failures', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"message":"Voice transcription is not set up on this server."}', { status: 501 }))));
    const unavailable = await transcribeAudio(new Blob(['x'], { type: 'audio/webm' })).catch((error: unknown) => error);
    expect(isTranscriptionUnavailable(unavailable)).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))));
    const failed = await transcribeAudio(new Blob(['x'], { type: 'audio/webm' })).catch((error: unknown) => error);
    expect(isTranscriptionUnavailable(failed)).toBe(false);
  });
});
