import { recordingFileName } from './openai-transcriber.js';

describe('recordingFileName', () => {
  it.each([
    [null, 'audio/webm;codecs=opus', 'recording.webm'],
    ['', 'audio/ogg', 'recording.ogg'],
    ['memo', 'audio/mp4', 'memo.m4a'],
    ['memo.wav', 'audio/wav', 'memo.wav'],
    ['C:\\\\Users\\\\me\\\\note.mp3', 'audio/mpeg', 'note.mp3'],
    ['blob', 'audio/x-unknown', 'blob.webm'],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(recordingFileName(name, type)).toBe(expected);
  });
});
