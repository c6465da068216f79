import request from 'supertest';
import { voiceMessages, uploadMaxBytes } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { modelSuite } from '../support/model-suite.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const recording = Buffer.from('OggS\u0000\u0002fake opus frames', 'latin1');

describe('voice transcription', () => {
  describe('with a model endpoint configured', () => {
    const suite = modelSuite((model) => ({
      env: { ...model.env('kitchen-model'), OPENAI_TRANSCRIBE_MODEL: 'kitchen-whisper' },
    }));
    const { model } = suite;
    let cook: SignedInUser;

    beforeAll(async () => {
      cook = await signUp(suite.server);
    });

    it('sends the multipart field audio to the transcription API and answers { text }', async () => {
      model.transcribe({ text: '  add two pounds of chicken to my fridge ' });
      const res = await cook.agent.post('/api/voice/transcribe').attach('audio', recording, { filename: 'blob', contentType: 'audio/ogg' }).expect(200);
      expect(res.body).toEqual({ text: 'add two pounds of chicken to my fridge' });
      expect(model.transcriptions.at(-1)).toEqual({
        path: '/v1/audio/transcriptions',
        model: 'kitchen-whisper',
        fileName: 'blob.ogg',
        contentType: 'audio/ogg',
        size: recording.length,
      });
    });

    it('answers 503 with a clear message when the endpoint fails', async () => {
      model.transcribe({ status: 500, error: 'boom' }, { status: 500, error: 'boom' });
      const res = await cook.agent.post('/api/voice/transcribe').attach('audio', recording, { filename: 'memo.webm', contentType: 'audio/webm' }).expect(503);
      expect(json(res).message).toBe(voiceMessages.failed);
    });

    it('refuses a missing recording (400 naming audio), a non-audio file (415) and one over 10 MB (413)', async () => {
      const before = model.transcriptions.length;
      const missing = await cook.agent.post('/api/voice/transcribe').field('note', 'x').expect(400);
      expect(json(missing).message).toBe(`audio: ${voiceMessages.missingAudio}`);
      await cook.agent.post('/api/voice/transcribe').send({ audio: 'base64?' }).expect(400);
      const notAudio = await cook.agent.post('/api/voice/transcribe').attach('audio', Buffer.from('%PDF'), { filename: 'a.pdf', contentType: 'application/pdf' }).expect(415);
      expect(json(notAudio).message).toBe(voiceMessages.notAudio);
      const tooLarge = await cook.agent
        .post('/api/voice/transcribe')
        .attach('audio', Buffer.alloc(uploadMaxBytes + 1, 1), { filename: 'long.webm', contentType: 'audio/webm' })
        .expect(413);
      expect(json(tooLarge).message).toBe(voiceMessages.tooLarge);
      expect(model.transcriptions).toHaveLength(before);
    });

    it('is for signed-in users only', async () => {
      await request(suite.server).post('/api/voice/transcribe').attach('audio', recording, { filename: 'a.ogg', contentType: 'audio/ogg' }).expect(401);
    });
  });

  describe('without a model endpoint', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp();
    });
    afterAll(() => testApp.close());

    it('answers 501 with a message saying transcription is not set up', async () => {
      const cook = await signUp(testApp.app.getHttpServer());
      const res = await cook.agent.post('/api/voice/transcribe').attach('audio', recording, { filename: 'a.ogg', contentType: 'audio/ogg' }).expect(501);
      expect(res.body).toEqual({ message: voiceMessages.notConfigured });
    });
  });
});
