import { EventEmitter } from 'node:events';
import { type AddressInfo } from 'node:net';
import http, { type ServerResponse } from 'node:http';
import { SseWriter } from './sse-writer.js';

/** The parts of a response the writer touches, recording what was sent. */
class FakeResponse extends EventEmitter {
  statusCode = 0;
  headers: Record<string, string> = {};
  body = '';
  flushed = false;
  writableEnded = false;
  writableFinished = false;
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  flushHeaders() {
    this.flushed = true;
  }
  write(text: string) {
    this.body += text;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.writableFinished = true;
    this.emit('close');
  }
}

function writer() {
  const res = new FakeResponse();
  return { res, sse: new SseWriter(res as unknown as ServerResponse) };
}

describe('SseWriter', () => {
  it('opens with the event-stream headers at once, then writes data events', () => {
    const { res, sse } = writer();
    sse.send('too early');
    sse.open({ 'x-stream-id': 's1' });
    expect(res).toMatchObject({ statusCode: 200, flushed: true });
    expect(res.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no', 'x-stream-id': 's1' });
    sse.send('{"content":"Hi"}');
    sse.send('[DONE]');
    sse.end();
    expect(res.body).toBe('data: {"content":"Hi"}\n\ndata: [DONE]\n\n');
    expect(sse.signal.aborted).toBe(false);
  });

  it('aborts its signal when the client goes before the end, and writes nothing more', () => {
    const { res, sse } = writer();
    sse.open();
    res.emit('close');
    expect(sse.signal.aborted).toBe(true);
    sse.send('late');
    expect(res.body).toBe('');
  });

  it('puts each event on the wire as it is sent, not at the next tick (issue 18: chat first token)', async () => {
    const sent: number[] = [];
    const server = http.createServer((_req, res) => {
      const sse = new SseWriter(res);
      sse.open();
      const socket = res.socket!;
      const before = socket.bytesWritten;
      sse.send('{"content":"Hi"}');
      // still inside this synchronous turn: the bytes have left for the kernel
      sent.push(socket.bytesWritten - before, socket.writableCorked);
      sse.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(body).toBe('data: {"content":"Hi"}\n\n');
      expect(sent[0]).toBeGreaterThanOrEqual('data: {"content":"Hi"}\n\n'.length);
      expect(sent[1]).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
