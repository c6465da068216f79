import { Command } from '@nestjs/cqrs';
import type { TranscriptionResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { VoiceRecording } from '../../domain/ports/transcriber.port.js';

export type { VoiceRecording };


/**
 * `POST /api/voice/transcribe`: speech to text through the configured endpoint's transcription
 * API, for browsers without the Web Speech API. null when no endpoint is configured.
 */
export class TranscribeVoiceCommand extends Command<TranscriptionResponse | null> {
  constructor(
    readonly actor: Actor,
    readonly recording: VoiceRecording,
  ) {
    super();
  }
}
