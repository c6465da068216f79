import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeChatServer, saved } from '../test/fake-chat-server';
import { ChatPage } from './chat-page';

vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, io: { on: () => undefined }, disconnect: () => undefined }),
}));

/** A Web Speech recognition the test speaks into. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  onresult: ((event: { results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  abort() {
    this.onend?.();
  }
  hear(text: string, isFinal: boolean) {
    this.onresult?.({ results: [{ isFinal, 0: { transcript: text } }] });
  }
}

/** speechSynthesis with one voice; speaking lasts until the test ends it or it is cancelled. */
function fakeSynthesis() {
  let current: SpeechSynthesisUtterance | null = null;
  const utterances: { text: string }[] = [];
  const synth = {
    getVoices: () => [{ voiceURI: 'test-voice', name: 'Test Voice', lang: 'en-GB' }],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => {
      utterances.push(utterance);
      current = utterance;
    }),
    cancel: vi.fn(() => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
    }),
  };
  class Utterance {
    rate = 1;
    pitch = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return {
    synth,
    spoken: () => utterances.at(-1),
    fail: (error: string) =>
      act(() => {
        current?.onerror?.({ error } as SpeechSynthesisErrorEvent);
      }),
  };
}

beforeEach(() => {
  FakeRecognition.last = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Message the chef' });

describe('ChatPage voice', { timeout: 20_000 }, () => {
  it('listens, shows the live transcript in the disabled box, sends it, reads the reply and listens again', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const speech = fakeSynthesis();
    const server = fakeChatServer();
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />);
    await screen.findByRole('heading', { name: 'Welcome to Sous!' });

    await user.click(screen.getByRole('button', { name: 'Start voice mode' }));
    expect(await screen.findByText('Listening...')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const recognition = FakeRecognition.last!;
    expect(recognition.started).toBe(true);

    act(() => recognition.hear('add two', false));
    expect(input()).toHaveValue('add two');
    act(() => recognition.hear('add two eggs', true));
    act(() => recognition.onend?.());
    await waitFor(() => expect(server.hasStream()).toBe(true));
    expect(server.requests.find((r) => r.url === '/api/chat')?.body).toEqual({ message: 'add two eggs', attachments: [] });
    expect(screen.getByText('Processing...')).toBeInTheDocument();

    server.setHistory([saved('m1', 'user', 'add two eggs'), saved('m2', 'assistant', 'Added **2** eggs.')]);
    server.write('data: {"content":"Added **2** eggs."}\n\ndata: [DONE]\n\n');
    server.close();
    expect(await screen.findByText('Speaking...')).toBeInTheDocument();
    expect(speech.spoken()?.text).toBe('Added 2 eggs.');
    await user.click(screen.getByRole('button', { name: 'Stop Speaking' }));
    expect(speech.synth.cancel).toHaveBeenCalled();
    // the next turn starts by itself
    await waitFor(() => expect(FakeRecognition.last).not.toBe(recognition));
    expect(await screen.findByText('Listening...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop voice mode' }));
    expect(screen.queryByText('Listening...')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('offers voice settings only when voices exist, and keeps speed and pitch in range', async () => {
    // Radix's slider measures its thumb; jsdom has no ResizeObserver
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    fakeSynthesis();
    fakeChatServer();
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Voice settings' }));
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Test Voice (en-GB)');
    const speed = screen.getByRole('slider', { name: 'Speed' });
    expect(speed).toHaveAttribute('aria-valuemin', '0.5');
    expect(speed).toHaveAttribute('aria-valuemax', '2');
    expect(speed).toHaveAttribute('aria-valuenow', '1');
    speed.focus();
    await user.keyboard('{End}');
    expect(speed).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowLeft}');
    expect(speed).toHaveAttribute('aria-valuenow', '1.9');
    expect(JSON.parse(localStorage.getItem('chatVoiceSettings') ?? '{}')).toMatchObject({ rate: 1.9, pitch: 1 });
  });

  it('reads a message aloud and stops on a second press; a failure shows the speech error', async () => {
    const speech = fakeSynthesis();
    fakeChatServer([saved('m1', 'assistant', 'Try a risotto.')]);
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken()?.text).toBe('Try a risotto.');
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(screen.queryByText('Speech error')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    speech.fail('synthesis-failed');
    expect(await screen.findByText('Speech error')).toBeInTheDocument();
    expect(screen.getByText('Failed to read the message aloud.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('says voice input is unavailable where the browser can neither listen nor record', async () => {
    fakeChatServer();
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Start voice mode' }));
    expect(await screen.findByText('Voice input unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Listening...')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });
});
