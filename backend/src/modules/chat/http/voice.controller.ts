import { Controller, HttpCode, PayloadTooLargeException, Post, Res, UnsupportedMediaTypeException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type TranscriptionResponse, uploadMaxBytes, voiceAudioField, voiceMessages } from '@sous/contracts';
import type { HttpResponse } from '#platform/http/http-types.js';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { FileUpload, type UploadedFileBytes } from '#platform/http/file-upload.js';
import { RequestValidationError } from '#platform/http/request-errors.js';
import { TranscribeVoiceCommand } from '../commands/transcribe-voice/transcribe-voice.command.js';

// multer's own size message is "File too large"; ours says what the limit is
const AudioUpload = FileUpload({
  field: voiceAudioField,
  maxBytes: uploadMaxBytes,
  accept: { type: /^audio\/[a-z0-9.+-]+/i, refused: () => new UnsupportedMediaTypeException(voiceMessages.notAudio) },
  tooLarge: () => new PayloadTooLargeException(voiceMessages.tooLarge),
});

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
    @UploadedFile() file: UploadedFileBytes | undefined,
    @Res({ passthrough: true }) res: HttpResponse,
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
