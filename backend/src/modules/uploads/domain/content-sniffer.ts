import { mediaTypeOf } from '@sous/contracts';

/**
 * Whether the stored bytes are what the upload said they are (DESIGN §7: the type is sniffed from
 * the bytes, not taken from the declaration). Each accepted media type has a small table of the
 * magic numbers its files start with; a type without an entry is not accepted at all, so an HTML
 * page or an SVG (scripts under our origin) cannot be stored whatever it is declared as. Text must
 * be valid UTF-8 without NUL or other control characters (tab, newlines and form feed aside).
 */
type Check = (bytes: Buffer) => boolean;

const startsWith =
  (...signatures: (string | number[])[]): Check =>
  (bytes) =>
    signatures.some((signature) => {
      const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
      return bytes.length >= expected.length && bytes.subarray(0, expected.length).equals(expected);
    });

const at = (offset: number, text: string) => (bytes: Buffer) => bytes.subarray(offset, offset + text.length).toString('latin1') === text;

/** RIFF containers: `RIFF`, a size, then the form type (WEBP, WAVE). */
const riff = (form: string): Check => (bytes) => at(0, 'RIFF')(bytes) && at(8, form)(bytes);

/** ISO base media files (HEIF, AVIF, MP4 audio): a box size, `ftyp`, then the major brand. */
const isoMedia =
  (brands: readonly string[] | null): Check =>
  (bytes) =>
    at(4, 'ftyp')(bytes) && (brands === null || brands.includes(bytes.subarray(8, 12).toString('latin1')));

/** An MPEG audio frame header: 11 sync bits set. */
const mpegFrame: Check = (bytes) => bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;

const png = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = startsWith([0xff, 0xd8, 0xff]);
const heif = isoMedia(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const mp3: Check = (bytes) => startsWith('ID3')(bytes) || mpegFrame(bytes);
const mp4Audio = isoMedia(null);
const wav = riff('WAVE');
const ogg = startsWith('OggS');
const webm = startsWith([0x1a, 0x45, 0xdf, 0xa3]);
const flac = startsWith('fLaC');
const zip = startsWith([0x50, 0x4b, 0x03, 0x04]);
const ole = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const signatures: Readonly<Record<string, Check>> = {
  'image/png': png,
  'image/jpeg': jpeg,
  'image/jpg': jpeg,
  'image/pjpeg': jpeg,
  'image/gif': startsWith('GIF87a', 'GIF89a'),
  'image/webp': riff('WEBP'),
  'image/heic': heif,
  'image/heif': heif,
  'image/avif': heif,
  'image/bmp': startsWith('BM'),
  'application/pdf': startsWith('%PDF-'),
  'application/msword': ole,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'text/plain': isPlainText,
  'audio/mpeg': mp3,
  'audio/mp3': mp3,
  'audio/mp4': mp4Audio,
  'audio/x-m4a': mp4Audio,
  'audio/m4a': mp4Audio,
  'audio/aac': (bytes) => mp4Audio(bytes) || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xf6) === 0xf0),
  'audio/wav': wav,
  'audio/wave': wav,
  'audio/x-wav': wav,
  'audio/ogg': ogg,
  'audio/opus': ogg,
  'audio/webm': webm,
  'audio/flac': flac,
  'audio/x-flac': flac,
};

/** Whether files of this type can be stored at all (it has an entry in the table). */
export function isSniffableType(contentType: string): boolean {
  return signatures[mediaTypeOf(contentType)] !== undefined;
}

/** True when `bytes` start the way files of `contentType` do (parameters such as charset ignored). */
export function contentMatchesType(contentType: string, bytes: Buffer): boolean {
  const check = signatures[mediaTypeOf(contentType)];
  return check !== undefined && check(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 with no NUL or C0 control characters other than tab, line feed, form feed, carriage return. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
