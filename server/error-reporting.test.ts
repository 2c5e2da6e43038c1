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
/** A browser's report: its name, stack and page path are anyone's text too. */
const BROWSER = Object.assign(new Error('Card 4111 1111 1111 1111 refused'), {
  name: 'Refused anna@example.se',
  stack: 'Error: for 850101-1234\n    at pay (/assets/pay-abc.js:1:20)',
});
const BROWSER_DETAILS = { kind: 'render', path: '/kvitto/anna@example.se/4111-1111-1111-1111/' };
const UNSCRUBBED = /19850101|850101-1234|anna@|eyJ|4111/;

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
    expect(lines[0]).not.toMatch(UNSCRUBBED);
  });

  it("scrubs every field of a browser's report: name, message, stack and path", () => {
    const lines: string[] = [];
    removeReporting = installErrorReporting(null, (line) => lines.push(line));
    reportError({ source: 'browser', error: BROWSER, details: BROWSER_DETAILS });
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({
      name: 'Refused [e-mail]',
      message: 'Card [card number] refused',
      details: { kind: 'render', path: '/kvitto/[e-mail]/[card number]/' },
    });
    expect(line.stack).toContain('/assets/pay-abc.js:1:20');
    expect(lines[0]).not.toMatch(UNSCRUBBED);
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
    reporter.report({ source: 'browser', error: BROWSER, details: BROWSER_DETAILS });
    await expect(reporter.flush()).resolves.toBe(true);
    expect(received).toHaveLength(2);
    expect(received[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const envelope = received[0]?.body ?? '';
    expect(envelope).toContain('Customer [personal number] ([e-mail]) failed with Bearer [token]');
    expect(envelope).toContain('"source":"invalid-answer"');
    expect(envelope).not.toMatch(UNSCRUBBED);
    const browser = received[1]?.body ?? '';
    expect(browser).toContain('/kvitto/[e-mail]/[card number]/');
    expect(browser).toContain('Card [card number] refused');
    expect(browser).not.toMatch(UNSCRUBBED);
  });
});
