import { archiveEntriesChoice, archiveEntriesField, archiveFileField, archiveMessages } from '@sous/contracts';
import type { z } from 'zod';
import { RequestValidationError } from '#platform/http/request-errors.js';
import type { UploadedArchive } from './archive-upload.interceptor.js';

const refuse = (field: string, message: string): never => {
  throw new RequestValidationError([{ code: 'custom', path: [field], message, input: undefined }]);
};

/** The uploaded file as the archive commands read it: its bytes and its name (a lone recipe file's entry name). */
export interface ArchiveUploadFile {
  bytes: Uint8Array;
  name: string;
}

/** The uploaded file, or a 400 naming `file` when none came. */
export function archiveBytes(file: UploadedArchive | undefined): ArchiveUploadFile {
  if (!file || file.size === 0) return refuse(archiveFileField, archiveMessages.missingFile);
  const name = (file.originalname || 'recipe').split(/[/\\]/).pop()!.slice(0, 200) || 'recipe';
  return { bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength), name };
}

/** The `entries` form field: a JSON array of entry names, parsed with the contract. */
export function chosenEntries(value: unknown): z.output<typeof archiveEntriesChoice> {
  if (typeof value !== 'string') return refuse(archiveEntriesField, 'must be a JSON array of entry names from the preview');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return refuse(archiveEntriesField, 'must be a JSON array of entry names from the preview');
  }
  const result = archiveEntriesChoice.safeParse(parsed);
  if (!result.success) throw new RequestValidationError(result.error.issues.map((issue) => ({ ...issue, path: [archiveEntriesField, ...issue.path] })));
  return result.data;
}
