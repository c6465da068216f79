import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { connectRealtime, disconnectRealtime, type SousSocket } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeChatServer as fakeServer, saved } from '../test/fake-chat-server';
import { ChatPage } from './chat-page';

// The session's socket (the chat listens on it while open): the test plays the server's events.
const socketHandlers = new Map<string, (payload: unknown) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({
    id: 'this-device',
    on: (event: string, handler: (payload: unknown) => void) => socketHandlers.set(event, handler),
    off: (event: string) => socketHandlers.delete(event),
    io: { on: () => undefined },
    disconnect: () => undefined,
  }),
}));
const serverEmits = (event: string, payload: unknown) => act(() => socketHandlers.get(event)?.(payload));

let socket: SousSocket | null = null;
/** The chat screen with the app's socket open, as the signed-in shell has it. */
function renderChat(ui: ReactNode) {
  const rendered = renderWithProviders(ui);
  act(() => {
    socket = connectRealtime(rendered.client);
  });
  return rendered;
}

beforeEach(() => socketHandlers.clear());
afterEach(() => {
  if (socket) disconnectRealtime(socket);
  socket = null;
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Message the chef' });
/** How often the screen read the whole history from the server. */
const historyReads = (server: ReturnType<typeof fakeServer>) => server.requests.filter((r) => r.method === 'GET' && r.url === '/api/chat/messages').length;
const log = () => screen.getByRole('log', { name: 'Conversation' });

// Whole screens under a shared, busy CPU: more than the default 5 s per test.
describe('ChatPage', { timeout: 20_000 }, () => {
  it('welcomes an empty chat with the spec tips and hides Start New Chat', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Sous!' })).toBeInTheDocument();
    expect(screen.getByText('Try asking')).toBeInTheDocument();
    expect(screen.getByText('Or say')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start New Chat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add 2 pounds of chicken to my fridge/ }));
    expect(input()).toHaveValue('Add 2 pounds of chicken to my fridge');
  });

  it('shows typing dots until the first text, grows the reply from its stream, then puts the saved messages in the history without refetching', async () => {
    const server = fakeServer([saved('m1', 'user', 'hi'), saved('m2', 'assistant', 'Hello!')]);
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    expect(await screen.findByText('Hello!')).toBeInTheDocument();

    await user.type(input(), 'add 2 pounds of chicken to my fridge{Enter}');
    await waitFor(() => expect(server.hasStream()).toBe(true));
    const request = server.requests.find((r) => r.url === '/api/chat');
    expect(request?.body).toEqual({ message: 'add 2 pounds of chicken to my fridge', attachments: [] });
    // the server leaves this socket out of the reply's chat:token/chat:done: the response is the only copy here
    expect(request?.headers.get('x-chat-socket-id')).toBe('this-device');
    expect(within(log()).getByText('add 2 pounds of chicken to my fridge')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'The chef is typing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    server.write('data: {"content":"Added 2 pound "}\n\n');
    expect(await within(log()).findByText('Added 2 pound')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'The chef is typing' })).not.toBeInTheDocument();
    server.write('data: {"content":"chicken to your Refrigerator."}\n\n');
    expect(await within(log()).findByText('Added 2 pound chicken to your Refrigerator.')).toBeInTheDocument();

    // the saved messages may come by socket before the end (entity events reach every device): still shown once
    const reply = saved('m4', 'assistant', 'Added 2 pound chicken to your Refrigerator.');
    serverEmits('chat-message:created', saved('m3', 'user', 'add 2 pounds of chicken to my fridge'));
    expect(within(log()).getAllByText('add 2 pounds of chicken to my fridge')).toHaveLength(1);

    server.write(`data: ${JSON.stringify({ content: '', saved: [saved('m3', 'user', 'add 2 pounds of chicken to my fridge'), reply] })}\n\n`);
    server.write('data: [DONE]\n\n');
    server.close();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Read aloud' })).toHaveLength(2));
    expect(within(log()).getAllByText('Added 2 pound chicken to your Refrigerator.')).toHaveLength(1);
    expect(within(log()).getAllByText('add 2 pounds of chicken to my fridge')).toHaveLength(1);
    expect(historyReads(server)).toBe(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(input(), 'next');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('refetches the history after its own stream only when the stream ended without the saved messages', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    await screen.findByRole('heading', { name: 'Welcome to Sous!' });
    await user.type(input(), 'hello{Enter}');
    await waitFor(() => expect(server.hasStream()).toBe(true));
    server.write('data: {"content":"Hi there."}\n\n');
    server.setHistory([saved('m1', 'user', 'hello'), saved('m2', 'assistant', 'Hi there.')]);
    server.write('data: [DONE]\n\n');
    server.close();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Read aloud' })).toHaveLength(1));
    expect(historyReads(server)).toBe(2);
    expect(within(log()).getAllByText('Hi there.')).toHaveLength(1);
  });

  it('says a failed send with the spec text and resets the typing state', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    await screen.findByRole('heading', { name: 'Welcome to Sous!' });
    await user.type(input(), 'hello{Enter}');
    await waitFor(() => expect(server.hasStream()).toBe(true));
    server.close(); // the body ends without [DONE]
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'The chef is typing' })).not.toBeInTheDocument();
    expect(input()).toHaveValue('hello');
  });

  it('aborts the stream silently when the screen is left', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const { unmount } = renderChat(<ChatPage />);
    await screen.findByRole('heading', { name: 'Welcome to Sous!' });
    await user.type(input(), 'hello{Enter}');
    await waitFor(() => expect(server.hasStream()).toBe(true));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/chat');
    unmount();
    expect(call?.[1]?.signal?.aborted).toBe(true);
  });

  it("shows another device's message and reply growing live, swaps in the saved reply without refetching, and clears when told", async () => {
    const server = fakeServer([saved('m1', 'assistant', 'Earlier reply')]);
    renderChat(<ChatPage />);
    await screen.findByText('Earlier reply');
    serverEmits('chat-message:created', saved('m2', 'user', 'what is expiring?'));
    expect(await within(log()).findByText('what is expiring?')).toBeInTheDocument();
    serverEmits('chat:token', { streamId: 'phone', content: 'Your milk ' });
    serverEmits('chat:token', { streamId: 'phone', content: 'expires tomorrow.' });
    expect(await within(log()).findByText('Your milk expires tomorrow.')).toBeInTheDocument();
    // the saved reply says more than the streamed text (markdown is rendered from the saved one)
    serverEmits('chat:done', { streamId: 'phone', messageId: 'm3', message: saved('m3', 'assistant', 'Your milk expires **tomorrow**.') });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Read aloud' })).toHaveLength(2));
    expect(within(log()).getByText('tomorrow').tagName).toBe('STRONG');
    expect(within(log()).queryByText('Your milk expires tomorrow.')).not.toBeInTheDocument();
    expect(historyReads(server)).toBe(1);
    serverEmits('chat:cleared', { clearedAt: '2026-11-24T10:05:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Sous!' })).toBeInTheDocument();
  });

  it("refetches the history on another device's done when none of its stream reached this device (it missed the start)", async () => {
    const server = fakeServer([saved('m1', 'assistant', 'Earlier reply')]);
    renderChat(<ChatPage />);
    await screen.findByText('Earlier reply');
    server.setHistory([saved('m1', 'assistant', 'Earlier reply'), saved('m2', 'user', 'what is expiring?'), saved('m3', 'assistant', 'Your milk expires tomorrow.')]);
    serverEmits('chat:done', { streamId: 'phone', messageId: 'm3', message: saved('m3', 'assistant', 'Your milk expires tomorrow.') });
    expect(await within(log()).findByText('what is expiring?')).toBeInTheDocument();
    expect(within(log()).getAllByText('Your milk expires tomorrow.')).toHaveLength(1);
    expect(historyReads(server)).toBe(2);
  });

  it("'Start New Chat' clears with the spec toast", async () => {
    const server = fakeServer([saved('m1', 'user', 'hi')]);
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Start New Chat' }));
    // one tap only asks: nothing is deleted until the cook confirms
    const confirm = await screen.findByRole('alertdialog', { name: 'Start a new chat?' });
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Start New Chat' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start New Chat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText('Chat cleared')).toBeInTheDocument();
    expect(screen.getByText('Your chat history has been cleared successfully.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/chat/messages')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Welcome to Sous!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start New Chat' })).not.toBeInTheDocument();
  });

  it('sends thumbs as chat_response ratings 5 and 1 and highlights the chosen one', async () => {
    const server = fakeServer([saved('m1', 'assistant', 'Try a risotto.')]);
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    const helpful = await screen.findByRole('button', { name: 'Helpful' });
    await user.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not Helpful' }));
    expect(screen.getByRole('button', { name: 'Not Helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    const sent = server.requests.filter((r) => r.url === '/api/feedback').map((r) => r.body);
    expect(sent).toEqual([
      expect.objectContaining({ type: 'chat_response', rating: 5, contextId: 'm1' }),
      expect.objectContaining({ type: 'chat_response', rating: 1, contextId: 'm1' }),
    ]);
  });

  it('a thumb the server refuses is taken back with one error toast', async () => {
    const server = fakeServer([saved('m1', 'assistant', 'Try a risotto.')]);
    server.fail('POST', '/api/feedback');
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    const helpful = await screen.findByRole('button', { name: 'Helpful' });
    await user.click(helpful);
    expect(await screen.findByText('Feedback not sent', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Could not send your feedback. Please try again.', { exact: true })).toBeInTheDocument();
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
  });

  it('a clear the server refuses keeps the history and says so', async () => {
    const server = fakeServer([saved('m1', 'user', 'hi')]);
    server.fail('DELETE', '/api/chat/messages');
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Start New Chat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText('Failed to clear chat history. Please try again.', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('hi')).toBeInTheDocument();
  });

  it("reports read-aloud as 'Not supported' where the browser has no speech synthesis", async () => {
    fakeServer([saved('m1', 'assistant', 'Try a risotto.')]);
    const user = userEvent.setup();
    renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByText('Not supported')).toBeInTheDocument();
    expect(screen.getByText('Text-to-speech is not supported in your browser.')).toBeInTheDocument();
  });

  it('notes a generated recipe, locally when saving the note fails', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderChat(<ChatPage recipeGenerator={(onCreated) => <button onClick={() => onCreated({ id: 'r9', title: 'Chicken Rice Bowl' })}>Make one</button>} />);
    await screen.findByRole('heading', { name: 'Welcome to Sous!' });
    await user.click(screen.getByRole('button', { name: 'Make one' }));
    expect(await within(log()).findByText(/Chicken Rice Bowl/)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Open in cookbook' })).toHaveAttribute('href', '/cookbook?recipe=r9');
  });

  it('renders markdown but never raw HTML or script links', async () => {
    fakeServer([saved('m1', 'assistant', 'Use **butter**.\n\n<img src=x onerror="alert(1)"><b>raw</b>\n\n[safe](https://example.com) [evil](javascript:alert(1))')]);
    renderChat(<ChatPage />);
    const bold = await within(await screen.findByRole('log')).findByText('butter');
    expect(bold.tagName).toBe('STRONG');
    const conversation = log();
    expect(conversation.querySelector('img')).toBeNull();
    expect(conversation.querySelector('b')).toBeNull();
    expect(within(conversation).getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.com');
    expect(within(conversation).getByRole('link', { name: 'safe' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const evil = within(conversation).queryByRole('link', { name: 'evil' });
    expect(evil?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
