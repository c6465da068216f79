import type { ChatAttachment } from '@sous/contracts';
import { type ChefModel, ChefModelFailed } from '../domain/ports/chef-model.port.js';
import { Chef, modelUnavailableNotice } from './chef.js';
import type { ChefTools } from './chef-tools.js';
import type { ChefTurn } from './chef-turn.js';

const photo: ChatAttachment = { type: 'image', url: '/objects/uploads/p1', name: 'fridge.jpg', size: 10, mimeType: 'image/jpeg' };

// a photo without words: the offline chef answers that without reading the kitchen, so no tools are needed
const turn: ChefTurn = {
  actor: { userId: 'u1', householdId: 'h1', role: 'member' },
  message: '',
  attachments: [photo],
  history: [],
  today: '2026-11-24',
  signal: new AbortController().signal,
};

/** The Chef with the ChefModel port faked and no pacing; returns what it wrote. */
async function answer(model: ChefModel): Promise<string> {
  const chef = new Chef(model, {} as ChefTools, 0);
  let text = '';
  await chef.reply(turn, (piece) => (text += piece));
  return text;
}

function fakeModel(available: boolean, reply: ChefModel['reply']): ChefModel & { calls: number } {
  const model = {
    available,
    calls: 0,
    reply: (t: ChefTurn, write: (text: string) => void) => {
      model.calls += 1;
      return reply(t, write);
    },
  };
  return model;
}

describe('Chef with a faked ChefModel', () => {
  it('streams the model’s reply when a model is available', async () => {
    const model = fakeModel(true, (_turn, write) => {
      write('A fridge ');
      write('full of greens.');
      return Promise.resolve({ metadata: null });
    });
    expect(await answer(model)).toBe('A fridge full of greens.');
    expect(model.calls).toBe(1);
  });

  it('lets the offline chef answer, with the notice, when the model fails before answering', async () => {
    const model = fakeModel(true, () => Promise.reject(new ChefModelFailed('down')));
    const text = await answer(model);
    expect(text.startsWith(modelUnavailableNotice)).toBe(true);
    expect(text).toMatch(/I've kept the a file in our chat/);
  });

  it('never asks an unavailable model', async () => {
    const model = fakeModel(false, () => Promise.reject(new Error('must not be called')));
    expect(await answer(model)).toMatch(/^Thanks, I've kept the a file in our chat/);
    expect(model.calls).toBe(0);
  });

  it('passes on any other failure of the model', async () => {
    const model = fakeModel(true, () => Promise.reject(new Error('a bug')));
    await expect(answer(model)).rejects.toThrow('a bug');
  });
});
