import { UploadSigner } from './upload-signer.js';

describe('UploadSigner', () => {
  const signer = new UploadSigner('a session secret that is long enough to sign with');
  const id = '4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10';
  const expires = 1_900_000_000;
  const before = new Date((expires - 60) * 1000);

  it('accepts its own signature before the expiry', () => {
    expect(signer.check(id, String(expires), signer.sign(id, expires), before)).toBeNull();
  });

  it('refuses the URL once expired', () => {
    expect(signer.check(id, String(expires), signer.sign(id, expires), new Date(expires * 1000))).toBe('expired');
  });

  it('refuses a changed id, expiry or signature, and another key', () => {
    const signature = signer.sign(id, expires);
    expect(signer.check(id.replace('4a', '5a'), String(expires), signature, before)).toBe('invalid');
    expect(signer.check(id, String(expires + 3600), signature, before)).toBe('invalid');
    expect(signer.check(id, String(expires), signature.replace(/^./, (c) => (c === '0' ? '1' : '0')), before)).toBe('invalid');
    expect(new UploadSigner('another secret that is long enough to sign with').check(id, String(expires), signature, before)).toBe('invalid');
  });

  it('refuses missing or malformed parts', () => {
    expect(signer.check(id, undefined, signer.sign(id, expires), before)).toBe('invalid');
    expect(signer.check(id, String(expires), undefined, before)).toBe('invalid');
    expect(signer.check(id, 'soon', signer.sign(id, expires), before)).toBe('invalid');
    expect(signer.check(id, String(expires), 'zz', before)).toBe('invalid');
  });
});
