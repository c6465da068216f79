import { voiceAudioField } from '@sous/contracts';
import { ApiError } from '@/lib/api-client';

/** `POST /api/voice/transcribe` answered 501: the server has no transcription model set up. */
export const isTranscriptionUnavailable = (error: unknown) => error instanceof ApiError && error.status === 501;

/**
 * `POST /api/voice/transcribe` for browsers without the Web Speech API: the recording goes as
 * multipart form data (field `audio`), the answer is `{ text }`.
 */
export async function transcribeAudio(audio: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  const extension = audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm';
  form.append(voiceAudioField, audio, `voice.${extension}`);
  const res = await fetch('/api/voice/transcribe', { method: 'POST', credentials: 'include', body: form, signal });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const { text } = (await res.json()) as { text?: unknown };
  return typeof text === 'string' ? text : '';
}
