import type { Transcriber } from '../../domain/ports/transcriber.port.js';
import { TranscribeVoiceCommand } from './transcribe-voice.command.js';
import { TranscribeVoiceHandler, TranscriptionFailedError } from './transcribe-voice.handler.js';

const command = new TranscribeVoiceCommand({ userId: 'u1', householdId: 'h1', role: 'member' }, { bytes: Buffer.from('ogg'), mimeType: 'audio/ogg', fileName: null });
const transcriber = (available: boolean, transcribe: Transcriber['transcribe']): Transcriber => ({ available, transcribe });

describe('TranscribeVoiceHandler with a faked Transcriber', () => {
  it('answers the words, trimmed', async () => {
    const handler = new TranscribeVoiceHandler(transcriber(true, () => Promise.resolve('  add two eggs \n')));
    await expect(handler.execute(command)).resolves.toEqual({ text: 'add two eggs' });
  });

  it('answers null without asking when no transcriber is configured', async () => {
    const asked: unknown[] = [];
    const handler = new TranscribeVoiceHandler(transcriber(false, (recording) => (asked.push(recording), Promise.resolve('x'))));
    await expect(handler.execute(command)).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it('turns a failure of the service into the domain error with its stable code', async () => {
    const handler = new TranscribeVoiceHandler(transcriber(true, () => Promise.reject(new Error('502 from the server'))));
    await expect(handler.execute(command)).rejects.toBeInstanceOf(TranscriptionFailedError);
  });
});
