import { contentMatchesType, isSniffableType } from './content-sniffer.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const size = [0, 0, 0, 0];

describe('contentMatchesType', () => {
  const genuine: [string, Buffer][] = [
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', size, 'WEBPVP8 ')],
    ['image/heic', bytes([0, 0, 0, 0x18], 'ftypheic', size)],
    ['image/heif', bytes([0, 0, 0, 0x18], 'ftypmif1')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['application/msword', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], size)],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes('PK', [3, 4], '[Content_Types].xml')],
    ['text/plain', Buffer.from('eggs\r\n\tmilk, crème fraîche 🥚 עברית\f\n', 'utf8')],
    ['text/plain; charset=utf-8', Buffer.from('fine')],
    ['audio/mpeg', bytes('ID3', [4, 0])],
    ['audio/mpeg', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['audio/mp4', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['audio/aac', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['audio/wav', bytes('RIFF', size, 'WAVEfmt ')],
    ['audio/ogg', bytes('OggS', [0, 2])],
    ['audio/webm;codecs=opus', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f])],
    ['audio/flac', bytes('fLaC', [0, 0, 0, 0x22])],
  ];

  it.each(genuine)('accepts a real %s file', (type, body) => {
    expect(contentMatchesType(type, body)).toBe(true);
  });

  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

  it('refuses an HTML page or an SVG declared as an image, a document or audio', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/heic', 'application/pdf', 'application/msword', 'audio/mpeg', 'audio/ogg']) {
      expect(contentMatchesType(type, html)).toBe(false);
      expect(contentMatchesType(type, svg)).toBe(false);
    }
  });

  it('refuses the files of one type declared as another', () => {
    const [, png] = genuine[0];
    const [, pdf] = genuine[7];
    expect(contentMatchesType('image/jpeg', png)).toBe(false);
    expect(contentMatchesType('image/png', pdf)).toBe(false);
    expect(contentMatchesType('image/webp', bytes('RIFF', size, 'WAVE'))).toBe(false);
    expect(contentMatchesType('image/heic', bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe(false);
    expect(contentMatchesType('application/pdf', Buffer.from('%PD'))).toBe(false);
  });

  it('takes text/plain only as UTF-8 without NUL or control characters', () => {
    expect(contentMatchesType('text/plain', Buffer.from('milk\u00e9', 'latin1'))).toBe(false);
    expect(contentMatchesType('text/plain', Buffer.from('a\u0000b'))).toBe(false);
    expect(contentMatchesType('text/plain', Buffer.from('a\u001bb'))).toBe(false);
    expect(contentMatchesType('text/plain', genuine[0][1])).toBe(false);
  });

  it('stores no type without a signature (SVG, HTML, TIFF)', () => {
    expect(isSniffableType('image/svg+xml')).toBe(false);
    expect(isSniffableType('text/html')).toBe(false);
    expect(contentMatchesType('image/svg+xml', svg)).toBe(false);
    expect(isSniffableType('Image/PNG')).toBe(true);
  });
});
