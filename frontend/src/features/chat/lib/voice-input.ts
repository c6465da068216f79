/*
 * Voice input for voice mode (spec 001 §2, §4), loaded only when voice mode starts. The Web Speech
 * API gives a live transcript; browsers without it record with MediaRecorder, stop after a pause,
 * and the server transcribes (`POST /api/voice/transcribe`).
 */

export interface VoiceInputHandlers {
  /** The words heard so far (live transcript). */
  onTranscript: (text: string) => void;
  /** The recording ended and is being turned into text (recorder path only). */
  onProcessing: () => void;
  /** One utterance is complete: its text, possibly '' when nothing was heard. */
  onFinal: (text: string) => void;
  onError: (error: VoiceInputError) => void;
}

export type VoiceInputErrorKind = 'not-allowed' | 'unavailable' | 'failed';

export class VoiceInputError extends Error {
  constructor(
    readonly kind: VoiceInputErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'VoiceInputError';
  }
}

export interface VoiceInputSession {
  stop: () => void;
}

interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface RecognitionEventLike {
  readonly results: ArrayLike<RecognitionResultLike>;
}
interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => RecognitionLike;

export function speechRecognitionConstructor(scope: object = globalThis): RecognitionConstructor | null {
  const s = scope as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return s.SpeechRecognition ?? s.webkitSpeechRecognition ?? null;
}

/** Joins the results of one recognition into one transcript. */
export function transcriptOf(results: ArrayLike<RecognitionResultLike>): string {
  let text = '';
  for (let i = 0; i < results.length; i += 1) text += results[i][0].transcript;
  return text.trim();
}

/** Listens for one utterance with the Web Speech API. */
export function listenWithRecognition(Recognition: RecognitionConstructor, handlers: VoiceInputHandlers): VoiceInputSession {
  const recognition = new Recognition();
  recognition.lang = navigator.language || 'en-US';
  recognition.continuous = false;
  recognition.interimResults = true;
  let transcript = '';
  let failed = false;
  let stopped = false;
  recognition.onresult = (event) => {
    transcript = transcriptOf(event.results);
    handlers.onTranscript(transcript);
  };
  recognition.onerror = (event) => {
    // 'no-speech' and 'aborted' just end the turn; the end handler reports an empty transcript.
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    failed = true;
    const kind = event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'not-allowed' : 'failed';
    handlers.onError(new VoiceInputError(kind, event.error));
  };
  recognition.onend = () => {
    if (!failed && !stopped) handlers.onFinal(transcript);
  };
  recognition.start();
  return {
    stop: () => {
      stopped = true;
      recognition.abort();
    },
  };
}

/** Silence detection of the recorder path: how quiet, how long, and the longest turn. */
const silenceLevel = 0.02;
const silenceAfterSpeechMs = 1500;
const maxTurnMs = 30_000;

/** Records one utterance and has the server transcribe it. */
export async function listenWithRecorder(
  handlers: VoiceInputHandlers,
  transcribe: (audio: Blob) => Promise<string>,
): Promise<VoiceInputSession> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new VoiceInputError('unavailable', 'This browser cannot record audio');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new VoiceInputError('not-allowed', error instanceof Error ? error.message : 'Microphone refused');
  }
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  const audio = new AudioContext();
  const analyser = audio.createAnalyser();
  audio.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const started = performance.now();
  let heardAt = 0;
  let cancelled = false;
  let frame = 0;

  const release = () => {
    cancelAnimationFrame(frame);
    stream.getTracks().forEach((track) => track.stop());
    void audio.close();
  };

  const watch = () => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    const now = performance.now();
    if (Math.sqrt(sum / samples.length) > silenceLevel) heardAt = now;
    const quietAfterSpeech = heardAt > 0 && now - heardAt > silenceAfterSpeechMs;
    if (quietAfterSpeech || now - started > maxTurnMs) {
      if (recorder.state === 'recording') recorder.stop();
      return;
    }
    frame = requestAnimationFrame(watch);
  };

  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    release();
    if (cancelled) return;
    if (heardAt === 0) {
      handlers.onFinal('');
      return;
    }
    handlers.onProcessing();
    transcribe(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' })).then(
      (text) => {
        if (cancelled) return;
        handlers.onTranscript(text.trim());
        handlers.onFinal(text.trim());
      },
      (error: unknown) => {
        if (!cancelled) handlers.onError(error instanceof VoiceInputError ? error : new VoiceInputError('unavailable', String(error)));
      },
    );
  };
  recorder.start();
  frame = requestAnimationFrame(watch);
  return {
    stop: () => {
      cancelled = true;
      if (recorder.state === 'recording') recorder.stop();
      else release();
    },
  };
}

/** One listening turn, with whichever way this browser supports. */
export async function listen(handlers: VoiceInputHandlers, transcribe: (audio: Blob) => Promise<string>): Promise<VoiceInputSession> {
  const Recognition = speechRecognitionConstructor();
  if (Recognition) return listenWithRecognition(Recognition, handlers);
  return listenWithRecorder(handlers, transcribe);
}
