import {
  type CallHandler,
  Controller,
  type ExecutionContext,
  HttpCode,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  Post,
  Res,
  UnsupportedMediaTypeException,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { type TranscriptionResponse, uploadMaxBytes, voiceAudioField, voiceMessages } from '@sous/contracts';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { RequestValidationError } from '../../../platform/http/request-errors.js';
import { TranscribeVoiceCommand } from '../commands/transcribe-voice/transcribe-voice.command.js';

/** The fields of multer's in-memory file this route reads. */
interface RecordedFile {
  buffer: Buffer;
  size: number;
  mimetype: string;
  originalname: string;
}

const AudioFile = FileInterceptor(voiceAudioField, {
  limits: { fileSize: uploadMaxBytes, files: 1, fields: 10 },
  fileFilter: (_req, file, accept) => {
    if (/^audio\/[a-z0-9.+-]+/i.test(file.mimetype)) accept(null, true);
    else accept(new UnsupportedMediaTypeException(voiceMessages.notAudio), false);
  },
});

/** Multer's own size message is "File too large"; ours says what the limit is. */
@Injectable()
class AudioUpload extends AudioFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(voiceMessages.tooLarge);
      throw error;
    }
  }
}

@Controller('api/voice')
export class VoiceController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * multipart/form-data with the recording in the field `audio` (audio/*, at most 10 MB) →
   * `{ text }`; 501 `{ message }` when no model endpoint is configured.
   */
  @Post('transcribe')
  @HttpCode(200)
  @UseInterceptors(AudioUpload)
  async transcribe(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: RecordedFile | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TranscriptionResponse | { message: string }> {
    if (!file || file.size === 0) {
      throw new RequestValidationError([{ code: 'custom', path: [voiceAudioField], message: voiceMessages.missingAudio, input: undefined }]);
    }
    const result = await this.commands.execute(
      new TranscribeVoiceCommand(actor, { bytes: file.buffer, mimeType: file.mimetype, fileName: file.originalname || null }),
    );
    if (result) return result;
    // not an error of the server: a feature this instance was not given a model for
    res.status(501);
    return { message: voiceMessages.notConfigured };
  }
}
