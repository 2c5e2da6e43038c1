// The tables of what BRP does not keep (migrations.ts makes them). Every row is written once and
// never changed: a withdrawal's state, and a mail's, is read from the rows that follow it. Times
// are ISO 8601 strings in UTC with milliseconds (`toISOString()`): the same text on SQLite and
// PostgreSQL, ordered as text, and no time-zone conversion in either driver.

export interface WithdrawalsTable {
  id: string;
  /** The customer signed in when it was made (BRP's id); null for a visitor. */
  customer_id: number | null;
  order_id: number;
  order_number: number;
  name: string;
  email: string;
  /** The language the customer used: their e-mail is in it. */
  language: string;
  /** What was withdrawn and what the order said (JSON, data/withdrawals.ts). */
  details: string;
  received_at: string;
}

export interface WithdrawalEventsTable {
  id: string;
  withdrawal_id: string;
  /** received | brp-action | handled */
  kind: string;
  /** JSON, or null. */
  detail: string | null;
  at: string;
}

export interface MailsTable {
  id: string;
  /** What the mail is about, e.g. `withdrawal:<id>`, to show its delivery there. */
  topic: string;
  /** What kind of mail, e.g. `withdrawal-customer`. */
  purpose: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** One try to send a mail: the row is the claim, its primary key makes it one instance's. */
export interface MailAttemptsTable {
  mail_id: string;
  attempt: number;
  instance: string;
  started_at: string;
}

export interface MailResultsTable {
  mail_id: string;
  attempt: number;
  /** sent | failed */
  outcome: string;
  error: string | null;
  at: string;
}

export interface Schema {
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
  mails: MailsTable;
  mail_attempts: MailAttemptsTable;
  mail_results: MailResultsTable;
}
