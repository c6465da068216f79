import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type TranscriptionResponse, voiceMessages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';
import { TRANSCRIBER, type Transcriber } from '../../domain/ports/transcriber.port.js';
import { TranscribeVoiceCommand } from './transcribe-voice.command.js';

export class TranscriptionFailedError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'chat.transcription-failed', voiceMessages.failed);
  }
}

/** Speech to text through the Transcriber; null when none is configured, a 503 domain error when it fails. */
@CommandHandler(TranscribeVoiceCommand)
export class TranscribeVoiceHandler implements ICommandHandler<TranscribeVoiceCommand> {
  private readonly logger = new Logger('TranscribeVoiceHandler');

  constructor(@Inject(TRANSCRIBER) private readonly transcriber: Transcriber) {}

  async execute({ recording }: TranscribeVoiceCommand): Promise<TranscriptionResponse | null> {
    if (!this.transcriber.available) return null;
    try {
      return { text: (await this.transcriber.transcribe(recording)).trim() };
    } catch (error) {
      this.logger.warn({ err: error }, 'The transcription endpoint failed');
      throw new TranscriptionFailedError();
    }
  }
}
