// Development only (`npm start`, server/main.ts): the mails the server sent to its own catcher,
// at /__mail/ — each mail's text, and its HTML in a sandbox. Production never loads this file
// (main.ts imports it only with NODE_ENV=development; the image does not hold it).
import type { RequestHandler } from 'express';
import type { CaughtMail } from './catcher';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const CATCHER_PAGE_PATH = '/__mail/';

export function catcherPage(mails: readonly CaughtMail[]): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' || !request.path.startsWith(CATCHER_PAGE_PATH)) return next();
    response.set('Cache-Control', 'no-store');
    const html = /^\/__mail\/(\d+)\.html$/.exec(request.path);
    if (html) {
      const mail = mails.find((m) => m.id === Number(html[1]));
      if (!mail) return void response.status(404).type('text').send('No such mail');
      // The mail's own HTML, with no script, form or request of its own.
      response.set(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'",
      );
      return void response.type('html').send(mail.html);
    }
    if (request.path !== CATCHER_PAGE_PATH) return next();
    const items = [...mails]
      .reverse()
      .map(
        (mail) => `<article>
<h2>${escape(mail.subject)}</h2>
<p>To ${escape(mail.to.join(', '))} · from ${escape(mail.from)} · ${escape(mail.receivedAt)} · <a href="${mail.id}.html">HTML</a></p>
<pre>${escape(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    response.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Caught mail (development)</title></head>
<body><h1>Mail the server sent (development only, ${mails.length})</h1>
${items || '<p>None yet.</p>'}
</body></html>`);
  };
}
