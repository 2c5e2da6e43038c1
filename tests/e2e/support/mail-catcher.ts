// The e2e suite's mail server (playwright.config.ts starts it beside the mock): the production
// server sends to it over SMTP (SMTP_URL), and a test reads what arrived as JSON
// (GET /mails) on the next port, through support/mails.ts.
import { createServer } from 'node:http';
import { startMailCatcher } from '../../../server/mail/catcher.ts';
import { MAIL_READ_PORT, MAIL_SMTP_PORT } from './server-env.ts';

const catcher = await startMailCatcher(Number(MAIL_SMTP_PORT));
createServer((request, response) => {
  if (request.url === '/__health') return void response.end('ok');
  if (request.url !== '/mails') return void response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(catcher.mails));
}).listen(Number(MAIL_READ_PORT), '127.0.0.1', () =>
  console.log(`Mail catcher: SMTP on ${MAIL_SMTP_PORT}, mails on ${MAIL_READ_PORT}`),
);
