import { describe, expect, it } from 'vitest';
import { cameraFailure, cameraSupport } from './camera-check';

describe('cameraSupport', () => {
  const mediaDevices = { getUserMedia: () => Promise.resolve(null) } as unknown as MediaDevices;

  it('names an insecure origin first, since that is what hides the camera API', () => {
    expect(cameraSupport({ isSecureContext: false, mediaDevices: undefined })).toBe('insecure-context');
    expect(cameraSupport({ isSecureContext: true, mediaDevices: undefined })).toBe('unsupported');
    expect(cameraSupport({ isSecureContext: true, mediaDevices })).toBe('ok');
  });
});

describe('cameraFailure', () => {
  it('maps getUserMedia errors to what the user can do about them', () => {
    expect(cameraFailure(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraFailure(new DOMException('Requested device not found', 'NotFoundError'))).toBe('no-camera');
    expect(cameraFailure(new DOMException('', 'OverconstrainedError'))).toBe('no-camera');
    expect(cameraFailure(new DOMException('Could not start video source', 'NotReadableError'))).toBe('in-use');
    expect(cameraFailure(new DOMException('', 'SecurityError'))).toBe('insecure-context');
    expect(cameraFailure(new Error('boom'))).toBe('other');
  });

  it('reads html5-qrcode’s wrapped messages too', () => {
    expect(cameraFailure('Error getting userMedia, error = NotAllowedError: Permission denied')).toBe('denied');
    expect(cameraFailure(new Error('NotFoundError: Requested device not found'))).toBe('no-camera');
  });
});
