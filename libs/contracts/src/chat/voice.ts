import { z } from 'zod';

/** The multipart field of `POST /api/voice/transcribe` holding the recording. */
export const voiceAudioField = 'audio';

/** `POST /api/voice/transcribe` (multipart/form-data, field `audio`, audio/*, at most 10 MB) answers this. */
export const transcriptionResponse = z.object({ text: z.string() });
export type TranscriptionResponse = z.infer<typeof transcriptionResponse>;

export const voiceMessages = {
  /** 501: no OpenAI-compatible endpoint is configured. */
  notConfigured: 'Voice transcription is not set up on this server.',
  missingAudio: 'Attach the recording as the multipart field "audio"',
  notAudio: 'The recording must be an audio file (audio/*).',
  tooLarge: 'The recording is too large (the limit is 10 MB).',
  /** 503: the endpoint failed or refused. */
  failed: 'Voice transcription failed. Please try again.',
} as const;
