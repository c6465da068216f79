// Chat streaming benchmark (`node bench/chat.mjs`), Node built-ins + socket.io-client only:
// - starts a local OpenAI-compatible fake (Chat Completions, streamed) that waits a fixed delay
//   before its first token, and boots the built app against it on a fresh DATA_DIR (or uses a
//   running app with BENCH_URL, which must already point at a model; then no subtraction is exact);
// - first-token overhead: N sequential `POST /api/chat`, time from sending the request to the first
//   SSE `data: {"content":…}` event, minus the fake's own wait (measured by the fake itself, from
//   receiving the request to writing its first token). What is left is the app's work: session,
//   validation, saving the user message, reading the kitchen for the system prompt, calling out;
// - throughput: replies of many tokens with no delay, tokens/s as read from the SSE stream and as
//   seen by a second socket.io connection of the same user (batched `chat:token` frames);
// - prints JSON and a table, and writes bench/results/chat-<date>.json.
import http from 'node:http';
import path from 'node:path';
import { io } from 'socket.io-client';
import { benchApp, gitCommit, machineInfo, writeResult } from './lib/bench-app.mjs';
import { summarize } from './lib/stats.mjs';

const FIRST_TOKEN_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 200);
const LATENCY_REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 60);
const THROUGHPUT_REPLIES = 5;
const THROUGHPUT_TOKENS = 1000;

/** A streaming Chat Completions fake; each request's timing is kept by its `x-bench-id`-less order. */
function startFakeModel() {
  const plan = { delayMs: FIRST_TOKEN_DELAY_MS, tokens: 12 };
  const timings = [];
  const server = http.createServer((req, res) => {
    const received = performance.now();
    req.resume();
    req.once('end', async () => {
      const timing = { received, firstToken: null };
      timings.push(timing);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      if (plan.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
      for (let i = 0; i < plan.tokens; i += 1) {
        res.write(chunk({ content: i === 0 ? 'Token' : ' token' }));
        if (i === 0) timing.firstToken = performance.now();
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, plan, timings, baseUrl: `http://127.0.0.1:${server.address().port}/v1` }));
  });
}

function jsonRequest(agent, url, { method = 'GET', body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, { method, agent, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode >= 300) reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text.slice(0, 200)}`));
        else resolve({ headers: res.headers, json: text ? JSON.parse(text) : null });
      });
    });
    req.once('error', reject);
    req.end(payload);
  });
}

/** One `POST /api/chat`: when the request went out, when the first and last tokens arrived. */
function chat(agent, baseUrl, cookie, message) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ message });
    const sent = performance.now();
    let firstToken = null;
    let events = 0;
    let buffer = '';
    const req = http.request(`${baseUrl}/api/chat`, { method: 'POST', agent, headers: { 'content-type': 'application/json', cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`POST /api/chat answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (text) => {
        buffer += text;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: {')) {
            events += 1;
            firstToken ??= performance.now();
          }
        }
      });
      res.once('end', () => resolve({ sent, firstToken, done: performance.now(), events, streamId: res.headers['x-chat-stream-id'] }));
    });
    req.once('error', reject);
    req.end(payload);
  });
}

function connectSocket(baseUrl, cookie) {
  const socket = io(baseUrl, { extraHeaders: { cookie }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const round1 = (n) => Math.round(n * 10) / 10;

export async function runChatBench() {
  const model = await startFakeModel();
  const app = await benchApp({
    label: 'chat',
    env: {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_MODEL: 'bench-model',
      // the bench sends far more AI requests than a person would
      RATE_LIMIT_AI: '100000/1m',
    },
  });
  const { baseUrl } = app;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let socket;
  try {
    const email = `bench-${Date.now()}@example.test`;
    const signup = await jsonRequest(agent, `${baseUrl}/api/auth/email/signup`, { method: 'POST', body: { email, password: 'bench password 1', firstName: 'Bench' } });
    const cookie = [].concat(signup.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    await jsonRequest(agent, `${baseUrl}/api/storage-locations`, { method: 'POST', body: { name: 'Refrigerator' }, cookie }).catch(() => undefined);
    for (const name of ['Eggs', 'Milk', 'Chicken', 'Spinach', 'Rice']) {
      const locations = (await jsonRequest(agent, `${baseUrl}/api/storage-locations`, { cookie })).json;
      await jsonRequest(agent, `${baseUrl}/api/food-items`, { method: 'POST', body: { name, storageLocationId: locations[0].id }, cookie });
    }

    // first-token overhead, with a few warm-up requests first
    model.plan.delayMs = FIRST_TOKEN_DELAY_MS;
    model.plan.tokens = 12;
    for (let i = 0; i < 5; i += 1) await chat(agent, baseUrl, cookie, `warm up ${i}`);
    await jsonRequest(agent, `${baseUrl}/api/chat/messages`, { method: 'DELETE', cookie });
    const overhead = [];
    const firstToken = [];
    const modelWait = [];
    for (let i = 0; i < LATENCY_REQUESTS; i += 1) {
      const before = model.timings.length;
      const result = await chat(agent, baseUrl, cookie, `what can I cook tonight? (${i})`);
      const timing = model.timings[before];
      const waited = timing.firstToken - timing.received;
      firstToken.push(result.firstToken - result.sent);
      modelWait.push(waited);
      overhead.push(result.firstToken - result.sent - waited);
    }

    // throughput: no delay, long replies, a second device listening
    socket = await connectSocket(baseUrl, cookie);
    model.plan.delayMs = 0;
    model.plan.tokens = THROUGHPUT_TOKENS;
    const sse = [];
    const sockets = [];
    let frames = 0;
    for (let i = 0; i < THROUGHPUT_REPLIES; i += 1) {
      let socketFirst = null;
      let socketChars = 0;
      const onToken = (payload) => {
        socketFirst ??= performance.now();
        socketChars += payload.content.length;
        frames += 1;
      };
      const done = new Promise((resolve) => socket.once('chat:done', () => resolve(performance.now())));
      socket.on('chat:token', onToken);
      const result = await chat(agent, baseUrl, cookie, `tell me everything (${i})`);
      const socketDone = await done;
      socket.off('chat:token', onToken);
      sse.push(THROUGHPUT_TOKENS / ((result.done - result.firstToken) / 1000));
      sockets.push(THROUGHPUT_TOKENS / ((socketDone - socketFirst) / 1000));
      if (socketChars !== 'Token'.length + (THROUGHPUT_TOKENS - 1) * ' token'.length) throw new Error(`the socket copy lost text (${socketChars} characters)`);
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return {
      target: app.external ? 'running app' : 'built app, fresh DATA_DIR, fake model',
      database: app.database,
      modelFirstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
      firstTokenOverhead: summarize(overhead),
      firstTokenTotal: summarize(firstToken),
      modelWait: summarize(modelWait),
      throughput: {
        replies: THROUGHPUT_REPLIES,
        tokensPerReply: THROUGHPUT_TOKENS,
        sseTokensPerSecond: round1(mean(sse)),
        socketTokensPerSecond: round1(mean(sockets)),
        socketFramesPerReply: round1(frames / THROUGHPUT_REPLIES),
      },
    };
  } finally {
    socket?.close();
    agent.destroy();
    await app.close();
    await new Promise((resolve) => model.server.close(resolve));
  }
}

export function reportChatBench(figures, machine) {
  const result = { benchmark: 'chat', date: new Date().toISOString(), commit: gitCommit(), machine, ...figures };
  console.log(JSON.stringify(result, null, 2));
  const o = figures.firstTokenOverhead;
  const t = figures.firstTokenTotal;
  const rows = [
    ['measure', 'p50', 'p95', 'mean', 'max'],
    [`first token, app overhead (ms, n=${o.count})`, o.p50Ms, o.p95Ms, o.meanMs, o.maxMs],
    [`first token, total incl. ${figures.modelFirstTokenDelayMs} ms model wait (ms)`, t.p50Ms, t.p95Ms, t.meanMs, t.maxMs],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
  const tp = figures.throughput;
  console.log(`throughput (${tp.replies} replies × ${tp.tokensPerReply} tokens): SSE ${tp.sseTokensPerSecond} tokens/s, sockets ${tp.socketTokensPerSecond} tokens/s in ${tp.socketFramesPerReply} frames per reply`);
  console.log(`written to ${writeResult('chat', result)}`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  reportChatBench(await runChatBench(), machineInfo());
}
