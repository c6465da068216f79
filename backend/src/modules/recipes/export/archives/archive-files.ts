import { Gunzip, unzipSync, type UnzipFileInfo } from 'fflate';
import { archiveLimits, archiveMessages, type ArchivePreview } from '@sous/contracts';
import { ArchiveTooLargeError, ArchiveUnreadableError } from '../archive.errors.js';

type Skipped = ArchivePreview['skipped'][number];

/** A file of the upload: the upload itself, a zip entry, or an entry of a zip inside it (`outer.zip/inner.json`). */
export interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
}

export interface OpenedUpload {
  /** Files that may hold recipes, inflated, in the archive's order. */
  files: ArchiveFile[];
  /** Every photo the archive holds, by name; only the ones asked for are inflated. */
  images: Set<string>;
  imageBytes: Map<string, Uint8Array>;
  skipped: Skipped[];
  /** What gzip members inside the upload (Paprika recipes) count their inflated bytes against. */
  budget: { spend(bytes: number): void };
}

const zipMagic = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
export const gzipMagic = (bytes: Uint8Array) => bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08;

const recipeFile = /\.(json|jsonld|cook)$/i;
/** Entries bundling a recipe with its photo (Paprika) or several files (a Tandoor recipe, a zip in the zip). */
const bundleFile = /\.(paprikarecipe|paprikarecipes|zip)$/i;
export const imageFile = /\.(jpe?g|png|webp|gif|avif|heic|heif)$/i;
// folders, dot files, and the resource forks macOS's archiver adds beside every file
const ignored = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.[^/]*$/.test(name);

/**
 * What one upload reads so far, across nested zips and gzip members: the entries seen and the
 * bytes inflated, each held to the archive's bounds however deep they sit.
 */
class Budget {
  private entries = 0;
  private inflated = 0;

  entry(): void {
    this.entries += 1;
    if (this.entries > archiveLimits.entries) throw new ArchiveTooLargeError(archiveMessages.tooManyEntries);
  }

  spend(bytes: number): void {
    this.inflated += bytes;
    if (this.inflated > archiveLimits.totalBytes) throw new ArchiveTooLargeError(archiveMessages.inflatesTooLarge);
  }
}

type Kind = 'recipe' | 'bundle' | 'image';
const kindOf = (name: string): Kind | null => (recipeFile.test(name) ? 'recipe' : bundleFile.test(name) ? 'bundle' : imageFile.test(name) ? 'image' : null);
const boundOf: Record<Kind, number> = { recipe: archiveLimits.entryBytes, bundle: archiveLimits.bundleBytes, image: archiveLimits.imageBytes };

/**
 * Unpacks a zip within the budget: only the entries that can matter are inflated, each no larger
 * than its kind allows, and the sizes they declare are counted before anything is inflated.
 * fflate inflates each entry into a buffer of its declared size, so a header that lies about the
 * size yields a damaged entry, never more memory than the bounds allow.
 */
function unzipWithin(bytes: Uint8Array, prefix: string, budget: Budget, wantImage: (name: string) => boolean, opened: OpenedUpload): Record<string, Uint8Array> {
  const accept = (file: UnzipFileInfo): boolean => {
    budget.entry();
    const name = `${prefix}${file.name}`;
    const kind = ignored(file.name) ? null : kindOf(file.name);
    if (kind === null) return false;
    const tooLarge = file.originalSize > boundOf[kind] || (file.compression === 0 && file.size > boundOf[kind]);
    const unreadable = file.compression !== 0 && file.compression !== 8;
    if (unreadable || tooLarge) {
      // a photo that cannot be read leaves its recipe without one; a recipe file is listed as skipped
      if (kind !== 'image') opened.skipped.push({ entry: name, reason: unreadable ? 'not-json' : 'too-large' });
      return false;
    }
    if (kind === 'image') {
      opened.images.add(name);
      if (!wantImage(name)) return false;
    }
    budget.spend(file.originalSize);
    return true;
  };
  try {
    return unzipSync(bytes, { filter: accept });
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw error;
    throw new ArchiveUnreadableError();
  }
}

/**
 * Gunzips one member within `limit` and the budget, counting as it inflates: a gzip header
 * cannot be trusted for the size, so the stream stops as soon as the output passes the bound.
 * Null when the data is damaged or too large (the entry is then skipped, not the archive).
 */
export function gunzipWithin(bytes: Uint8Array, limit: number, budget: { spend(bytes: number): void }): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Gunzip({}, (chunk) => {
    size += chunk.length;
    if (size > limit) throw new RangeError('too large');
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch {
    return null;
  }
  // a truncated member inflates to nothing rather than failing
  if (size === 0) return null;
  budget.spend(size);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The files of an upload: the entries of a zip (and of zips one level inside it, Tandoor's
 * per-recipe zips), or the upload itself when it is one recipe file. Photos are listed; only
 * those `wantImage` names are inflated (the commit asks for the chosen recipes' photos).
 */
export function openUpload(bytes: Uint8Array, uploadName: string, wantImage: (name: string) => boolean = () => false): OpenedUpload {
  if (bytes.length > archiveLimits.zipBytes) throw new ArchiveTooLargeError(archiveMessages.tooLarge);
  const budget = new Budget();
  const opened: OpenedUpload = { files: [], images: new Set(), imageBytes: new Map(), skipped: [], budget };
  if (!zipMagic(bytes)) {
    opened.files.push({ name: uploadName, bytes });
    return opened;
  }
  const outer = unzipWithin(bytes, '', budget, wantImage, opened);
  for (const [name, entry] of Object.entries(outer)) {
    if (imageFile.test(name)) opened.imageBytes.set(name, entry);
    else if (zipMagic(entry)) {
      // one level only: a zip inside a zip inside a zip is not a format any app writes
      let inner: Record<string, Uint8Array>;
      try {
        inner = unzipWithin(entry, `${name}/`, budget, wantImage, opened);
      } catch (error) {
        if (error instanceof ArchiveTooLargeError) throw error;
        opened.skipped.push({ entry: name, reason: 'not-json' });
        continue;
      }
      for (const [innerName, innerEntry] of Object.entries(inner)) {
        const path = `${name}/${innerName}`;
        if (imageFile.test(innerName)) opened.imageBytes.set(path, innerEntry);
        else if (!zipMagic(innerEntry)) opened.files.push({ name: path, bytes: innerEntry });
      }
    } else opened.files.push({ name, bytes: entry });
  }
  return opened;
}
