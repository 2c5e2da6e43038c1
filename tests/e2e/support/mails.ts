// The mails the e2e server sent to the suite's catcher (support/mail-catcher.ts), as it caught them.
import { MAIL_READ_PORT } from './server-env';

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const answer = await fetch(`http://127.0.0.1:${MAIL_READ_PORT}/mails`);
  return (await answer.json()) as CaughtMail[];
}
