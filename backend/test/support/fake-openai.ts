import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

/** A function call the fake model makes; `arguments` is sent as JSON text (objects are stringified). */
export interface FakeToolCall {
  name: string;
  arguments: unknown;
}

/**
 * What the fake answers next: a message (content, tool calls or both), or an HTTP failure. A
 * request with `stream: true` gets the message as Chat Completions chunks (Server-Sent Events):
 * the content a word at a time, each tool call's arguments in two pieces, `delayMs` apart.
 */
export type FakeReply = { content?: string; toolCalls?: FakeToolCall[]; delayMs?: number } | { status: number; error: string };

/** A multipart `POST /v1/audio/transcriptions` as the fake received it. */
export interface RecordedTranscription {
  path: string;
  model: string;
  fileName: string;
  contentType: string;
  /** Bytes of the uploaded file. */
  size: number;
}

/** What the fake transcription endpoint answers next: `{ text }` (JSON), or an HTTP failure. */
export type FakeTranscript = { text: string } | { status: number; error: string };

/**
 * A local OpenAI-compatible server speaking the Chat Completions protocol (`POST
 * /v1/chat/completions`), for tests of the model paths. Replies are queued; with none queued it
 * answers 500 like a broken server would.
 */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: FakeReply[] = [];
  readonly transcriptions: RecordedTranscription[] = [];
  private readonly transcripts: FakeTranscript[] = [];
  private server: Server | undefined;
  baseUrl = '';

  /** The app's settings that point its model client here, asking for `model` (after `start()`). */
  env(model: string): { OPENAI_API_KEY: string; OPENAI_BASE_URL: string; OPENAI_MODEL: string } {
    return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: this.baseUrl, OPENAI_MODEL: model };
  }

  reply(...replies: FakeReply[]): void {
    this.replies.push(...replies);
  }

  /** Drops replies and transcripts still queued, so one test's leftovers never answer the next's call. */
  reset(): void {
    this.replies.length = 0;
    this.transcripts.length = 0;
  }

  /** Queues answers of `/v1/audio/transcriptions`; with none queued it answers 500. */
  transcribe(...transcripts: FakeTranscript[]): void {
    this.transcripts.push(...transcripts);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.url?.endsWith('/audio/transcriptions')) {
        void this.answerTranscription(req, res);
        return;
      }
      void readJson(req).then((body) => {
        this.requests.push({ path: req.url ?? '', body });
        const next = this.replies.shift() ?? { status: 500, error: 'no reply queued' };
        if ('status' in next) {
          res.setHeader('content-type', 'application/json');
          res.writeHead(next.status).end(JSON.stringify({ error: { message: next.error, type: 'server_error' } }));
          return;
        }
        const id = `chatcmpl-${this.requests.length}`;
        const toolCalls = (next.toolCalls ?? []).map((call, index) => ({
          id: `call_${this.requests.length}_${index}`,
          type: 'function' as const,
          function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) },
        }));
        if (body.stream === true) {
          void streamReply(res, id, String(body.model), next.content ?? '', toolCalls, next.delayMs ?? 0);
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.writeHead(200).end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: String(body.model),
            choices: [
              {
                index: 0,
                finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
                message: { role: 'assistant', content: next.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) },
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** The Audio API's transcription call: multipart with `file` and `model`, answered `{ text }`. */
  private async answerTranscription(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const parts = parseMultipart(Buffer.concat(chunks), String(req.headers['content-type'] ?? ''));
    const file = parts.find((part) => part.name === 'file');
    this.transcriptions.push({
      path: req.url ?? '',
      model: parts.find((part) => part.name === 'model')?.body.toString('utf8') ?? '',
      fileName: file?.fileName ?? '',
      contentType: file?.contentType ?? '',
      size: file?.body.length ?? 0,
    });
    const next = this.transcripts.shift() ?? { status: 500, error: 'no transcript queued' };
    res.setHeader('content-type', 'application/json');
    if ('status' in next) res.writeHead(next.status).end(JSON.stringify({ error: { message: next.error, type: 'server_error' } }));
    else res.writeHead(200).end(JSON.stringify({ text: next.text }));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

interface StreamedToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The reply as `chat.completion.chunk` events, then `data: [DONE]`, like a streaming server. */
async function streamReply(res: ServerResponse, id: string, model: string, content: string, toolCalls: StreamedToolCall[], delayMs: number): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const created = Math.floor(Date.now() / 1000);
  const send = async (delta: Record<string, unknown>, finishReason: string | null = null) => {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  await send({ role: 'assistant', content: '' });
  for (const piece of content.match(/\S+\s*|\s+/g) ?? []) await send({ content: piece });
  for (const [index, call] of toolCalls.entries()) {
    const half = Math.ceil(call.function.arguments.length / 2);
    await send({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) } }] });
    await send({ tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }] });
  }
  await send({}, toolCalls.length > 0 ? 'tool_calls' : 'stop');
  if (!res.destroyed) res.end('data: [DONE]\n\n');
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

interface MultipartPart {
  name: string;
  fileName: string | null;
  contentType: string | null;
  body: Buffer;
}

/** Just enough of multipart/form-data for the SDK's uploads. */
function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    const end = body.indexOf(delimiter, from);
    if (end === -1) break;
    const part = body.subarray(from + 2, end - 2); // past the CRLF after the delimiter, before the CRLF ending the part
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      parts.push({
        name: /name="([^"]*)"/i.exec(headers)?.[1] ?? '',
        fileName: /filename="([^"]*)"/i.exec(headers)?.[1] ?? null,
        contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null,
        body: part.subarray(split + 4),
      });
    }
    start = end;
  }
  return parts;
}
