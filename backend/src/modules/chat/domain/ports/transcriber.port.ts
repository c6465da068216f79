/** A voice recording as the browser sent it. */
export interface VoiceRecording {
  bytes: Buffer;
  /** audio/* as the browser recorded it, e.g. `audio/webm;codecs=opus`. */
  mimeType: string;
  /** The part's file name, if the client gave one. */
  fileName: string | null;
}

/**
 * Speech to text (the configured OpenAI-compatible endpoint's transcription API today,
 * `adapters/openai-transcriber.ts`). Injected with `@Inject(TRANSCRIBER)`; a test fakes it.
 */
export interface Transcriber {
  /** An endpoint is configured; without one voice notes are not transcribed (501). */
  readonly available: boolean;
  /** The recording's words, as the service heard them; rejects when the service fails. */
  transcribe(recording: VoiceRecording): Promise<string>;
}

export const TRANSCRIBER = Symbol('Transcriber');
