import type { ChatMessage } from '@sous/contracts';
import type { SignedInUser } from '../support/auth.js';

export interface ChatStream {
  status: number;
  contentType: string;
  streamId: string;
  /** The raw body, byte for byte. */
  raw: string;
  /** Every event's content, in order. */
  pieces: string[];
  /** The reply: the pieces joined. */
  reply: string;
  /** The messages the `saved` event before the marker carried ([] when it had none). */
  saved: ChatMessage[];
}

/** One well-formed event: `data: {"content":"…"}` and a blank line. */
const eventPattern = /^data: (\{.*?\})\n\n/;

/**
 * Splits a `POST /api/chat` body into its events, failing on anything but `data: {"content":…}`
 * events, at most one `data: {"content":"","saved":[…]}` right before the marker, and a final `data: [DONE]`.
 */
export function readChatStream(raw: string): string[] {
  return readChatEvents(raw).pieces;
}

function readChatEvents(raw: string): { pieces: string[]; saved: ChatMessage[] } {
  const pieces: string[] = [];
  let saved: ChatMessage[] | null = null;
  let rest = raw;
  while (!rest.startsWith('data: [DONE]')) {
    const match = eventPattern.exec(rest);
    if (!match) throw new Error(`Not an event at ${JSON.stringify(rest.slice(0, 80))}`);
    if (saved !== null) throw new Error(`An event after the saved messages: ${match[1]}`);
    const event = JSON.parse(match[1]) as Record<string, unknown>;
    const keys = Object.keys(event).join();
    // every data line carries JSON with content (spec): the saved event's content is empty
    if (keys === 'content,saved' && event.content === '' && Array.isArray(event.saved)) saved = event.saved as ChatMessage[];
    else if (keys === 'content' && typeof event.content === 'string') pieces.push(event.content);
    else throw new Error(`Unexpected event ${match[1]}`);
    rest = rest.slice(match[0].length);
  }
  if (rest !== 'data: [DONE]\n\n') throw new Error(`The stream does not end with the marker: ${JSON.stringify(rest)}`);
  return { pieces, saved: saved ?? [] };
}

/**
 * Sends a chat message and reads the whole streamed answer; `socketId` names the asking device's
 * socket (`x-chat-socket-id`), as the web app does.
 */
export async function sendChat(user: SignedInUser, body: Record<string, unknown> | string, { socketId }: { socketId?: string } = {}): Promise<ChatStream> {
  const res = await user.agent
    .post('/api/chat')
    .set(socketId === undefined ? {} : { 'x-chat-socket-id': socketId })
    .send(typeof body === 'string' ? { message: body } : body)
    .buffer(true)
    .parse((response, callback) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => callback(null, text));
    });
  const raw = res.body as string;
  const ok = res.status === 200;
  const { pieces, saved } = ok ? readChatEvents(raw) : { pieces: [], saved: [] };
  return {
    status: res.status,
    contentType: String(res.headers['content-type']),
    streamId: String(res.headers['x-chat-stream-id']),
    raw,
    pieces,
    reply: pieces.join(''),
    saved,
  };
}

/** The reply to a message that must succeed. */
export async function ask(user: SignedInUser, message: string): Promise<string> {
  const stream = await sendChat(user, message);
  if (stream.status !== 200) throw new Error(`POST /api/chat answered ${stream.status}: ${stream.raw}`);
  return stream.reply;
}
