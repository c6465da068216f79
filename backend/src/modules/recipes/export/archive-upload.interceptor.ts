import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { archiveFileField, archiveLimits, archiveMessages } from '@sous/contracts';
import type { Observable } from 'rxjs';

/** The fields of multer's in-memory file the archive routes read. */
export interface UploadedArchive {
  buffer: Buffer;
  size: number;
  originalname: string;
}

// the format is told from the bytes by the reader (a zip, a gzip'd Paprika recipe, JSON, Cooklang text), not from the browser's type or the name
const ArchiveFile = FileInterceptor(archiveFileField, {
  limits: { fileSize: archiveLimits.zipBytes, files: 1, fields: 4, fieldSize: 2 * 1024 * 1024 },
  // browsers send the file's name in UTF-8 (multer would read it as latin1)
  defParamCharset: 'utf8',
});

/**
 * Multipart field `file` held in memory up to the archive bound: a zip, `.paprikarecipes`, or one
 * `.cook`, `.json` or `.jsonld` file (`archiveFileTypes`); multer's "File too large" says what the bound is.
 */
@Injectable()
export class ArchiveUpload extends ArchiveFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(archiveMessages.tooLarge);
      throw error;
    }
  }
}
