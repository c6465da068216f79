import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Every fixture page with what importing it must answer (`{base}` stands for the server's origin). */
export function fixturePages(): { name: string; expected: Record<string, unknown> }[] {
  return readdirSync(fixturesDir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ name: file, expected: JSON.parse(readFileSync(join(fixturesDir, file.replace(/\.html$/, '.expected.json')), 'utf8')) as Record<string, unknown> }));
}

/**
 * Serves the fixture pages on loopback as a recipe site would, plus a few routes that misbehave:
 * redirects (to a page, in a loop, to cloud metadata), a picture, an oversized page.
 */
export class FixtureServer {
  private server: Server | undefined;
  origin = '';
  /** Requests served so far: a refused import must not add one. */
  requests = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requests += 1;
      const path = new URL(req.url ?? '/', 'http://fixtures').pathname;
      if (path === '/moved') {
        res.writeHead(301, { location: '/01-wordpress-recipe-plugin.html' }).end();
        return;
      }
      const loop = /^\/loop\/(\d+)$/.exec(path);
      if (loop) {
        res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
        return;
      }
      if (path === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      if (path === '/picture.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      }
      if (path === '/huge.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'a'.repeat(1024 * 64)}</p>`;
        // 6 MB without a Content-Length: the cap must hold while reading, not only on the header
        for (let i = 0; i < 96; i += 1) res.write(chunk);
        res.end();
        return;
      }
      const file = path.slice(1);
      if (!/^[\w.-]+\.html$/.test(file)) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      try {
        const body = readFileSync(join(fixturesDir, file));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      } catch {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** The expected answer with `{base}` replaced by the fixture server's origin. */
export function withOrigin(expected: Record<string, unknown>, origin: string): Record<string, unknown> {
  return JSON.parse(JSON.stringify(expected).replaceAll('{base}', origin)) as Record<string, unknown>;
}
