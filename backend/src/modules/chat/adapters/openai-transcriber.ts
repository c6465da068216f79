import { Injectable } from '@nestjs/common';
import { mediaTypeOf } from '@sous/contracts';
import { toFile } from 'openai';
import { AppConfig } from '#config/app-config.js';
import { AiClient, ModelUnavailableError } from '#platform/ai/ai-client.js';
import type { Transcriber, VoiceRecording } from '../domain/ports/transcriber.port.js';

/** Transcription servers tell formats apart by the file extension, so the name must carry one. */
const extensions: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

export function recordingFileName(fileName: string | null, mimeType: string): string {
  const extension = extensions[mediaTypeOf(mimeType)] ?? 'webm';
  const base = (fileName ?? '').split(/[/\\]/).pop()!.trim();
  if (/\.[a-z0-9]{2,5}$/i.test(base)) return base;
  return `${base === '' ? 'recording' : base}.${extension}`;
}

/** The Transcriber of an OpenAI-compatible endpoint: `audio/transcriptions` with OPENAI_TRANSCRIBE_MODEL. */
@Injectable()
export class OpenAiTranscriber implements Transcriber {
  constructor(
    private readonly ai: AiClient,
    private readonly config: AppConfig,
  ) {}

  get available(): boolean {
    return this.ai.client !== null && this.config.openai !== null;
  }

  async transcribe(recording: VoiceRecording): Promise<string> {
    const client = this.ai.client;
    const settings = this.config.openai;
    if (!client || !settings) throw new ModelUnavailableError('No model is configured');
    const file = await toFile(recording.bytes, recordingFileName(recording.fileName, recording.mimeType), { type: mediaTypeOf(recording.mimeType) });
    const result = await client.audio.transcriptions.create({ file, model: settings.transcribeModel });
    return result.text;
  }
}
