import { sniffImageType } from './store-imported-image.handler.js';

describe('sniffImageType', () => {
  it('tells AVIF from HEIC by the brand', () => {
    const heif = (brand: string) => Buffer.from([0, 0, 0, 24, ...Buffer.from(`ftyp${brand}`)]);
    expect(sniffImageType(heif('avif'))).toBe('image/avif');
    expect(sniffImageType(heif('heic'))).toBe('image/heic');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
