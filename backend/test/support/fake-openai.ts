import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

/** What the fake answers next: a message content, or an HTTP failure. */
export type FakeReply = { content: string } | { status: number; error: string };

/**
 * A local OpenAI-compatible server speaking the Chat Completions protocol (`POST
 * /v1/chat/completions`), for tests of the model paths. Replies are queued; with none queued it
 * answers 500 like a broken server would.
 */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: FakeReply[] = [];
  private server: Server | undefined;
  baseUrl = '';

  reply(...replies: FakeReply[]): void {
    this.replies.push(...replies);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readJson(req).then((body) => {
        this.requests.push({ path: req.url ?? '', body });
        const next = this.replies.shift() ?? { status: 500, error: 'no reply queued' };
        res.setHeader('content-type', 'application/json');
        if ('status' in next) {
          res.writeHead(next.status).end(JSON.stringify({ error: { message: next.error, type: 'server_error' } }));
          return;
        }
        res.writeHead(200).end(
          JSON.stringify({
            id: `chatcmpl-${this.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: String(body.model),
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: next.content } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
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
