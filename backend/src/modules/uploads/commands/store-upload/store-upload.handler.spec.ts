import { cleanName } from './store-upload.handler.js';

describe('cleanName', () => {
  it.each([
    [null, null],
    ['', null],
    ['photo.jpg', 'photo.jpg'],
    [encodeURIComponent('été à Paris.png'), 'été à Paris.png'],
    ['..%2F..%2Fsecret.txt', 'secret.txt'],
    ['C:\\fakepath\\list.txt', 'list.txt'],
    ['bad%E0name.txt', 'bad%E0name.txt'],
    ['a\u0000b.txt', 'ab.txt'],
  ])('%s → %s', (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });
});
