// The server's error reports: the log line and the Sentry envelope carry the error's scrubbed
// summary and the report's details, never a personal number, an e-mail address or a token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { reportError } from '../src/lib/errors/report-error';
import { installErrorReporting, sentryReporter } from './error-reporting';

const PERSONAL = new Error(
  'Customer 19850101-1234 (anna@example.se) failed with Bearer eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl',
);

let removeReporting = () => {};
afterEach(() => removeReporting());

describe('the log', () => {
  it('writes one JSON line per report, scrubbed, with its source and details', () => {
    const lines: string[] = [];
    removeReporting = installErrorReporting(null, (line) => lines.push(line));
    reportError({ source: 'loader', error: PERSONAL, details: { route: '/mina-sidor/' } });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      source: 'loader',
      name: 'Error',
      details: { route: '/mina-sidor/' },
    });
    expect(line.message).toBe('Customer [personal number] ([e-mail]) failed with Bearer [token]');
    expect(lines[0]).not.toMatch(/19850101|anna@|eyJ/);
  });
});

describe('a Sentry-compatible endpoint', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('gets the scrubbed error, tagged with its source, at the DSN project', async () => {
    const received: { url: string; body: string }[] = [];
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        received.push({ url: request.url ?? '', body: body.toString('utf8') });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const reporter = sentryReporter(`http://publickey@127.0.0.1:${port}/42`);
    reporter.report({ source: 'invalid-answer', error: PERSONAL, details: { status: 200 } });
    await expect(reporter.flush()).resolves.toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const envelope = received[0]?.body ?? '';
    expect(envelope).toContain('Customer [personal number] ([e-mail]) failed with Bearer [token]');
    expect(envelope).toContain('"source":"invalid-answer"');
    expect(envelope).not.toMatch(/19850101|anna@example|eyJ/);
  });
});
