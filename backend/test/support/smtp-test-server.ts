import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body as sent (CRLF line ends, dot-stuffing undone). */
  data: string;
  /** The body with quoted-printable soft line breaks and escapes undone: what a reader sees. */
  text: string;
  header(name: string): string | undefined;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (after `count` already seen) that `match` accepts, or rejects after `timeoutMs`. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft breaks `=\r\n`, `=XX` escapes) as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(from: string, to: string[], data: string): ReceivedMail {
  const split = data.indexOf('\r\n\r\n');
  const head = split < 0 ? data : data.slice(0, split);
  const body = split < 0 ? '' : data.slice(split + 4);
  // unfold continuation lines, then index by lower-cased name
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { from, to, data, text: text.replace(/\r\n/g, '\n'), header: (name) => headers.get(name.toLowerCase()) };
}

/**
 * Just enough of an SMTP server (RFC 5321) for tests, on loopback only: greeting, EHLO/HELO,
 * MAIL FROM, RCPT TO, DATA up to the lone dot, RSET, NOOP, QUIT. No TLS and no AUTH are offered,
 * so nodemailer sends in the clear, as it may to a server that offers neither.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let from = '';
    let to: string[] = [];
    let inData = false;
    let data: string[] = [];

    reply('220 localhost Sous test SMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(parseMail(from, to, data.join('\r\n')));
            for (const wake of [...waiters]) wake();
            from = '';
            to = [];
            data = [];
            reply('250 2.0.0 Queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (verb === 'HELO') {
          reply('250 localhost');
        } else if (/^MAIL FROM:/i.test(line)) {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 Ok');
        } else if (/^RCPT TO:/i.test(line)) {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          if (!from || to.length === 0) {
            reply('503 5.5.1 MAIL FROM and RCPT TO first');
          } else {
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
          }
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          reply('250 2.0.0 Ok');
        } else if (verb === 'NOOP') {
          reply('250 2.0.0 Ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else {
          reply('502 5.5.2 Command not implemented');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const waitForMail = (match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching mail within ${timeoutMs} ms (${received.length} received)`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
