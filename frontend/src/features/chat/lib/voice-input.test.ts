import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, listenWithRecorder, transcriptOf, VoiceInputError, type VoiceInputHandlers } from './voice-input';

/** A microphone whose loudness the test sets, a recorder that hands over one chunk, and a manual frame clock. */
function fakeRecordingBrowser() {
  let level = 0;
  const frames: FrameRequestCallback[] = [];
  let now = 0;
  const track = { stop: vi.fn() };
  class Recorder {
    static last: Recorder;
    state = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor() {
      Recorder.last = this;
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }
  class Audio {
    createAnalyser = () => ({ fftSize: 4, getFloatTimeDomainData: (out: Float32Array) => out.fill(level) });
    createMediaStreamSource = () => ({ connect: () => undefined });
    close = () => Promise.resolve();
  }
  vi.stubGlobal('MediaRecorder', Recorder);
  vi.stubGlobal('AudioContext', Audio);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return {
    track,
    getUserMedia,
    setLevel: (value: number) => (level = value),
    /** Advances the clock and runs the pending frame. */
    tick: (ms: number) => {
      now += ms;
      frames.shift()?.(now);
    },
  };
}

const handlers = () => ({ onTranscript: vi.fn(), onProcessing: vi.fn(), onFinal: vi.fn(), onError: vi.fn() }) satisfies VoiceInputHandlers;

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('voice input without the Web Speech API', () => {
  it('records until a pause after speech, then has the server transcribe it', async () => {
    const browser = fakeRecordingBrowser();
    const h = handlers();
    const transcribe = vi.fn(() => Promise.resolve(' add two eggs '));
    await listen(h, transcribe);
    browser.tick(16);
    browser.setLevel(0.3); // speaking
    browser.tick(500);
    browser.setLevel(0); // quiet
    browser.tick(1000);
    expect(h.onProcessing).not.toHaveBeenCalled();
    browser.tick(600);
    expect(h.onProcessing).toHaveBeenCalledOnce();
    expect(transcribe).toHaveBeenCalledWith(expect.any(Blob));
    await vi.waitFor(() => expect(h.onFinal).toHaveBeenCalledWith('add two eggs'));
    expect(h.onTranscript).toHaveBeenCalledWith('add two eggs');
    expect(browser.track.stop).toHaveBeenCalled();
  });

  it('ends a silent turn with an empty transcript and sends nothing to the server', async () => {
    const browser = fakeRecordingBrowser();
    const h = handlers();
    const transcribe = vi.fn(() => Promise.resolve('x'));
    await listenWithRecorder(h, transcribe);
    browser.tick(31_000);
    expect(h.onFinal).toHaveBeenCalledWith('');
    expect(transcribe).not.toHaveBeenCalled();
  });

  it('reports a transcription failure, and nothing after being stopped', async () => {
    const browser = fakeRecordingBrowser();
    const h = handlers();
    await listenWithRecorder(h, () => Promise.reject(new VoiceInputError('unavailable', '501')));
    browser.setLevel(0.5);
    browser.tick(10);
    browser.setLevel(0);
    browser.tick(2000);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unavailable' })));

    const stopped = handlers();
    const session = await listenWithRecorder(stopped, () => Promise.resolve('late'));
    session.stop();
    expect(stopped.onFinal).not.toHaveBeenCalled();
    expect(browser.track.stop).toHaveBeenCalled();
  });

  it('says so when the microphone is refused or recording is impossible', async () => {
    const browser = fakeRecordingBrowser();
    browser.getUserMedia.mockRejectedValueOnce(new Error('denied'));
    await expect(listenWithRecorder(handlers(), vi.fn())).rejects.toMatchObject({ kind: 'not-allowed' });
    vi.stubGlobal('MediaRecorder', undefined);
    await expect(listenWithRecorder(handlers(), vi.fn())).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('transcriptOf', () => {
  it('joins the pieces of one recognition', () => {
    expect(transcriptOf([{ isFinal: true, 0: { transcript: 'add two' } }, { isFinal: false, 0: { transcript: ' eggs ' } }])).toBe('add two eggs');
  });
});
