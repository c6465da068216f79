import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mediaTypeOf, type TranscriptionResponse, voiceMessages } from '@sous/contracts';
import { toFile } from 'openai';
import { AppConfig } from '#config/app-config.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { AiClient } from '#platform/ai/ai-client.js';
import { TranscribeVoiceCommand } from './transcribe-voice.command.js';

export class TranscriptionFailedError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'chat.transcription-failed', voiceMessages.failed);
  }
}

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

@CommandHandler(TranscribeVoiceCommand)
export class TranscribeVoiceHandler implements ICommandHandler<TranscribeVoiceCommand> {
  private readonly logger = new Logger('TranscribeVoiceHandler');

  constructor(
    private readonly ai: AiClient,
    private readonly config: AppConfig,
  ) {}

  async execute({ recording }: TranscribeVoiceCommand): Promise<TranscriptionResponse | null> {
    const client = this.ai.client;
    const settings = this.config.openai;
    if (!client || !settings) return null;
    try {
      const file = await toFile(recording.bytes, recordingFileName(recording.fileName, recording.mimeType), { type: mediaTypeOf(recording.mimeType) });
      const result = await client.audio.transcriptions.create({ file, model: settings.transcribeModel });
      return { text: result.text.trim() };
    } catch (error) {
      this.logger.warn({ err: error }, 'The transcription endpoint failed');
      throw new TranscriptionFailedError();
    }
  }
}
