import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { cookSession, leekSoup as recipe, recipeId, renderCookMode, sessionId } from '../test/fixtures';

// two plain steps: what is read out is the step's whole text
const session = cookSession({
  steps: [
    { index: 0, section: null, text: 'Melt the butter.', timers: [], ingredients: [] },
    { index: 1, section: null, text: 'Sweat the leeks.', timers: [], ingredients: [] },
  ],
  timers: [],
});

/** A browser's speech recognition that recognises on the device, driven by the test. */
function fakeRecognition(available: string) {
  const instances: { lang: string; processLocally?: boolean; onresult: ((e: unknown) => void) | null; start: () => void; stop: () => void }[] = [];
  class FakeRecognition {
    static available = vi.fn(() => Promise.resolve(available));
    continuous = false;
    interimResults = true;
    lang = '';
    processLocally?: boolean;
    onresult: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    start = vi.fn();
    stop = vi.fn();
    constructor() {
      instances.push(this);
    }
  }
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  const say = (transcript: string) =>
    act(() => instances.at(-1)?.onresult?.({ resultIndex: 0, results: { length: 1, 0: { isFinal: true, 0: { transcript } } } }));
  return { instances, say };
}

function fakeSynthesis() {
  const spoken: string[] = [];
  vi.stubGlobal('SpeechSynthesisUtterance', class {
    constructor(readonly text: string) {}
  });
  vi.stubGlobal('speechSynthesis', { speaking: false, cancel: vi.fn(), speak: (u: { text: string }) => spoken.push(u.text) });
  return spoken;
}

afterEach(() => vi.unstubAllGlobals());

describe('cook mode by voice', () => {
  it('turns the page, repeats and answers "how much butter?" at the servings cooked, recognising on the device only', async () => {
    const fetchMock = stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: session },
      [`PATCH /api/cook-sessions/${sessionId}`]: { status: 200, body: { ...session, step: 1, version: 2 } },
    });
    const { instances, say } = fakeRecognition('available');
    const spoken = fakeSynthesis();
    renderCookMode();
    const mic = await screen.findByRole('button', { name: 'Voice' });
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Microphone off')).toHaveAttribute('role', 'status');
    await userEvent.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(instances[0]).toMatchObject({ lang: expect.any(String) as string, processLocally: true });
    expect(spoken).toEqual(['Melt the butter.']);

    say('How much butter?');
    expect(spoken.at(-1)).toBe('1 tbsp butter');
    expect(screen.getByText('Listening… heard "How much butter?"')).toBeVisible();
    say('next');
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', `/api/cook-sessions/${sessionId}`)).toEqual([{ step: 1, version: 1 }]));
    await waitFor(() => expect(spoken.at(-1)).toBe('Sweat the leeks.'));
    say('repeat');
    expect(spoken.at(-1)).toBe('Sweat the leeks.');
    await userEvent.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no microphone where recognition would leave the device', async () => {
    stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: session },
    });
    fakeRecognition('unavailable');
    renderCookMode();
    expect(await screen.findByText('Voice commands need on-device speech recognition, which this browser does not offer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voice' })).toBeNull();
  });
});
