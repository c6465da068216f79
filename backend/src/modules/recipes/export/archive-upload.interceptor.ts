import { PayloadTooLargeException } from '@nestjs/common';
import { archiveFileField, archiveLimits, archiveMessages } from '@sous/contracts';
import { FileUpload, type UploadedFileBytes } from '#platform/http/file-upload.js';

/** The fields of the uploaded file the archive routes read. */
export type UploadedArchive = Pick<UploadedFileBytes, 'buffer' | 'size' | 'originalname'>;

/**
 * Multipart field `file` held in memory up to the archive bound: a zip, `.paprikarecipes`, or one
 * `.cook`, `.json` or `.jsonld` file (`archiveFileTypes`). The format is told from the bytes by the
 * reader, not from the browser's type or the name; "File too large" says what the bound is.
 */
export const ArchiveUpload = FileUpload({
  field: archiveFileField,
  maxBytes: archiveLimits.zipBytes,
  maxFields: 4,
  maxFieldBytes: 2 * 1024 * 1024,
  utf8Names: true,
  tooLarge: () => new PayloadTooLargeException(archiveMessages.tooLarge),
});
