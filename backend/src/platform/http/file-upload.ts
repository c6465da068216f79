import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/** The fields of an uploaded file held in memory that routes read. */
export interface UploadedFileBytes {
  buffer: Buffer;
  size: number;
  mimetype: string;
  originalname: string;
}

export interface FileUploadOptions {
  /** The multipart field holding the file. */
  field: string;
  maxBytes: number;
  /** How many other (text) fields the form may carry, and how long each may be. */
  maxFields?: number;
  maxFieldBytes?: number;
  /** Browsers send a file's name in UTF-8; multer would read it as latin1. */
  utf8Names?: boolean;
  /** A file whose declared type is refused before it is read; the error thrown when it is. */
  accept?: { type: RegExp; refused: () => Error };
  /** The error for a file over `maxBytes` (multer's own says "File too large", not what the bound is). */
  tooLarge: () => Error;
  /** The error for a file in another field or a second file (multer's is a bare "Unexpected field"). */
  unexpected?: () => Error;
}

/**
 * One file of a multipart request, held in memory within a bound, as an interceptor for
 * `@UseInterceptors(...)`. The one place that knows the HTTP adapter's upload middleware (multer
 * under Express), so modules stay free of framework types: a route reads `@UploadedFile()` as
 * `UploadedFileBytes` and each refusal is the route's own error.
 */
export function FileUpload(options: FileUploadOptions): Type<NestInterceptor> {
  const Base = FileInterceptor(options.field, {
    limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 10, ...(options.maxFieldBytes ? { fieldSize: options.maxFieldBytes } : {}) },
    ...(options.utf8Names ? { defParamCharset: 'utf8' } : {}),
    ...(options.accept
      ? {
          fileFilter: (_request: unknown, file: { mimetype: string }, decide: (error: Error | null, accept: boolean) => void) => {
            if (options.accept!.type.test(file.mimetype)) decide(null, true);
            else decide(options.accept!.refused(), false);
          },
        }
      : {}),
  });

  @Injectable()
  class BoundedFileUpload extends Base implements NestInterceptor {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw options.tooLarge();
        if (options.unexpected && error instanceof BadRequestException) throw options.unexpected();
        throw error;
      }
    }
  }
  return mixin(BoundedFileUpload);
}
