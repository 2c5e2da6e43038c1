// SMTP_URL, MAIL_FROM and FACILITY_EMAIL (server/config.ts): the facility's own mail server, the
// sender its mails carry and the address staff read withdrawals at. Production needs all three:
// a withdrawal's confirmation is owed to the customer. In development, without SMTP_URL, the
// server catches its own mails (server/mail/catcher.ts, npm start).

type Env = Record<string, string | undefined>;

export interface MailSettings {
  /** smtp:// or smtps:// with its credentials; null: development's catcher. */
  smtpUrl: string | null;
  /** The sender: an address, or `Name <address>`. */
  from: string;
  /** Where the facility's staff read withdrawals. */
  facilityEmail: string;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
/** `address` or `Display Name <address>` (no quotes or line breaks: a header's value). */
const SENDER =
  /^(?:[^<>"\r\n]{1,80} <[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)$/;

/** Development's defaults, where nothing leaves the machine. */
const DEVELOPMENT_FROM = 'Stadsbadet <no-reply@example.se>';
const DEVELOPMENT_FACILITY_EMAIL = 'reception@example.se';

export function readMailSettings(env: Env, problems: string[]): MailSettings {
  const production = env.NODE_ENV === 'production';
  const text = (name: string) => env[name]?.trim() || null;
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== null) {
    const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
      problems.push(
        "SMTP_URL must be an 'smtp://' or 'smtps://' URL such as 'smtps://user:<password>@smtp.example.se:465'",
      );
  } else if (production)
    problems.push(
      "SMTP_URL is required when NODE_ENV is 'production' (e.g. smtps://…@smtp.example.se)",
    );
  const from = text('MAIL_FROM');
  if (from !== null && !SENDER.test(from))
    problems.push(`MAIL_FROM must be an address or 'Name <address>', got '${from}'`);
  else if (from === null && production)
    problems.push(
      "MAIL_FROM is required when NODE_ENV is 'production' (e.g. 'Stadsbadet <no-reply@example.se>')",
    );
  const facilityEmail = text('FACILITY_EMAIL');
  if (facilityEmail !== null && !EMAIL.test(facilityEmail))
    problems.push(`FACILITY_EMAIL must be an e-mail address, got '${facilityEmail}'`);
  else if (facilityEmail === null && production)
    problems.push(
      "FACILITY_EMAIL is required when NODE_ENV is 'production' (where staff read withdrawals)",
    );
  return {
    smtpUrl,
    from: from ?? DEVELOPMENT_FROM,
    facilityEmail: facilityEmail ?? DEVELOPMENT_FACILITY_EMAIL,
  };
}
