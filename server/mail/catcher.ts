// A real SMTP server in the process, that keeps what it is sent: `npm start`'s mail server (its
// mails on the console and at /__mail/, development only) and the tests'. It can be stopped and
// started again on its port, to play a mail server that is down.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail (from now on, or already caught) that `match` accepts. */
  waitFor(match: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  /** Stops listening (the mails stay); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts catching on `port` (0: a free one), on this machine only. */
export async function startMailCatcher(
  port = 0,
  onMail: (mail: CaughtMail) => void = () => {},
): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<{
    match: (mail: CaughtMail) => boolean;
    resolve: (mail: CaughtMail) => void;
  }>();
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A test's mails are small; a bigger one is a mistake to see.
      size: 1024 * 1024,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const address = (value: typeof parsed.to) =>
              (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
                group.value.map((entry) => entry.address ?? ''),
              );
            const mail: CaughtMail = {
              id: mails.length + 1,
              from: parsed.from?.text ?? '',
              to: address(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: new Date().toISOString(),
            };
            mails.push(mail);
            onMail(mail);
            for (const waiter of waiters)
              if (waiter.match(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server!.server.address() as { port: number }).port;
  };
  await listen();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    waitFor: (match) => {
      const caught = mails.find(match);
      if (caught) return Promise.resolve(caught);
      return new Promise((resolve) => waiters.add({ match, resolve }));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
  };
}
