// The customer's invoices, played statefully (issue 44): the invoices the contract's examples give
// the demo customer, one of them unpaid; paying it through the mock's payment handler marks it paid
// for that login's world (mocks/login-store.ts), as BRP's handler would. The PDF is a small real
// PDF of the invoice. As with the orders, Prism has checked every request against the contract
// first; a test's chosen scenario (`Prefer`) bypasses the state and gets Prism's example.
import { randomUUID } from 'node:crypto';
import type { Answer } from './order-store.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export type InvoiceRoute =
  | { kind: 'list'; customer: number; excludePaid: boolean }
  | { kind: 'get'; customer: number; id: number }
  | { kind: 'report' };

/** The invoice call a request is, if it is one (path without the API prefix). */
export function matchInvoiceRoute(
  method: string,
  path: string,
  query: URLSearchParams,
): InvoiceRoute | undefined {
  if (method.toUpperCase() !== 'POST') return undefined;
  const clean = path.replace(/\/+$/, '');
  const list = /^\/customers\/(\d+)\/invoices$/.exec(clean);
  if (list)
    return {
      kind: 'list',
      customer: Number(list[1]),
      excludePaid: query.get('excludePaid') === 'true',
    };
  const one = /^\/customers\/(\d+)\/invoices\/(\d+)$/.exec(clean);
  if (one) return { kind: 'get', customer: Number(one[1]), id: Number(one[2]) };
  if (clean === '/services/generate/invoicereport') return { kind: 'report' };
  return undefined;
}

/** A binary answer: the router sends its bytes with these headers instead of JSON. */
export interface FileAnswer extends Answer {
  body: Buffer;
  headers: Record<string, string>;
}

export const isFileAnswer = (answer: Answer): answer is FileAnswer => Buffer.isBuffer(answer.body);

interface InvoicePayment {
  world: string;
  invoice: number;
  returnUrl: string;
}

/** The invoices each world has paid through the mock, and the payments under way. */
export class InvoiceStore {
  private readonly paid = new Map<string, Set<number>>();
  private readonly payments = new Map<string, InvoicePayment>();

  isPaid(world: string, invoice: number): boolean {
    return this.paid.get(world)?.has(invoice) ?? false;
  }

  knowsPayment(token: string): boolean {
    return this.payments.has(token);
  }

  startPayment(world: string, invoice: number, returnUrl: string): string {
    const token = randomUUID();
    this.payments.set(token, { world, invoice, returnUrl });
    return token;
  }

  /**
   * The payment handler's end, as for an order: paid (the invoice's balance is 0 from now on),
   * cancelled (BRP's error 205) or failed (200, "the payment failed"). Returns where the browser
   * goes back to; undefined for a payment never started.
   */
  completePayment(token: string, outcome: 'paid' | 'cancelled' | 'failed'): string | undefined {
    const payment = this.payments.get(token);
    if (!payment) return undefined;
    const back = new URL(payment.returnUrl);
    if (outcome === 'paid') {
      const paid = this.paid.get(payment.world) ?? new Set<number>();
      paid.add(payment.invoice);
      this.paid.set(payment.world, paid);
      this.payments.delete(token);
    } else back.searchParams.set('error', outcome === 'cancelled' ? '205' : '200');
    return back.href;
  }

  /** The invoice as this world sees it: paid through the mock means nothing left and done. */
  asSeenBy(world: string, invoice: Obj): Obj {
    if (typeof invoice.id !== 'number' || !this.isPaid(world, invoice.id)) return invoice;
    const currency = isObj(invoice.rest) ? invoice.rest.currency : 'SEK';
    return { ...invoice, rest: { amount: 0, currency }, state: 'STATE_DONE' };
  }
}

export interface InvoiceContext {
  store: InvoiceStore;
  /** The caller's world, when its token is one the mock made. */
  world: string | undefined;
  /** The customer's invoices as Prism serves them (the contract's realistic example). */
  listed: (customer: number) => Promise<unknown>;
}

const NOT_FOUND: Answer = { status: 404, body: { errorCode: 'NOT_FOUND' } };
const objects = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObj) : []);

/** The state's answer to an invoice call Prism has taken; undefined leaves Prism's answer. */
export async function answerInvoiceCall(
  route: InvoiceRoute,
  body: unknown,
  example: unknown,
  { store, world, listed }: InvoiceContext,
): Promise<Answer | undefined> {
  if (!world) return undefined;
  if (route.kind === 'list') {
    const invoices = objects(example).map((invoice) => store.asSeenBy(world, invoice));
    return { status: 200, body: route.excludePaid ? invoices.filter(isUnpaid) : invoices };
  }
  const request = isObj(body) ? body : {};
  const customer = route.kind === 'get' ? route.customer : Number(request.customer);
  const id = route.kind === 'get' ? route.id : Number(request.invoice);
  const found = objects(await listed(customer)).find((invoice) => invoice.id === id);
  if (!found) return NOT_FOUND;
  const invoice = store.asSeenBy(world, found);
  if (route.kind === 'get') return { status: 200, body: invoice };
  const file: FileAnswer = {
    status: 201,
    body: invoicePdf(invoice),
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename=faktura-${String(invoice.number)}.pdf`,
    },
  };
  return file;
}

const isUnpaid = (invoice: Obj) => isObj(invoice.rest) && Number(invoice.rest.amount) > 0;

/** Whether a generatelink/payment body pays an invoice (not an order). */
export function paysInvoice(body: unknown): body is Obj & { invoice: number } {
  return isObj(body) && typeof body.invoice === 'number' && body.order === undefined;
}

/**
 * generatelink/payment for an invoice: BRP's handler link for this payment, or BRP's refusals (an
 * invoice that is not the caller's, one with nothing left to pay, a receipt address it does not
 * take for invoices).
 */
export async function payInvoice(
  body: Obj & { invoice: number },
  example: unknown,
  customer: number | undefined,
  { store, world, listed }: InvoiceContext,
): Promise<Answer | undefined> {
  if (!world || customer === undefined) return undefined;
  if (body.receiptEmail !== undefined)
    return {
      status: 422,
      body: {
        errorCode: 'INVALID_INPUT',
        fieldErrors: [{ field: 'receiptEmail', errorCode: 'FIELD_NOT_ALLOWED' }],
      },
    };
  const found = objects(await listed(customer)).find((invoice) => invoice.id === body.invoice);
  if (!found) return NOT_FOUND;
  if (!isUnpaid(store.asSeenBy(world, found)))
    return { status: 403, body: { errorCode: 'NOTHING_LEFT_TO_PAY' } };
  const token = store.startPayment(world, body.invoice, String(body.returnUrl));
  const link = new URL(
    isObj(example) && typeof example.url === 'string'
      ? example.url
      : 'https://haga.brpsystems.com/brponline/payment/',
  );
  link.pathname = link.pathname.replace(/[^/]*$/, token);
  return { status: 201, body: { url: link.href } };
}

/** The customer id a bearer token of the mock's names (its `sub`), if it names one. */
export function customerOfToken(authorization: string | undefined): number | undefined {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const sub = isObj(claims) ? Number(claims.sub) : NaN;
    return Number.isInteger(sub) && sub > 0 ? sub : undefined;
  } catch {
    return undefined;
  }
}

const kronor = (money: unknown) =>
  isObj(money) ? `${(Number(money.amount) / 100).toFixed(2).replace('.', ',')} kr` : '-';

/** A one-page PDF of the invoice (Helvetica, Latin-1), with a correct cross-reference table. */
export function invoicePdf(invoice: Obj): Buffer {
  const unit = isObj(invoice.businessUnit) ? invoice.businessUnit : {};
  const lines = [
    `Faktura ${String(invoice.number)}`,
    String(unit.companyNameForInvoice ?? unit.name ?? ''),
    `Avser: ${String(invoice.message ?? '')}`,
    `Förfallodag: ${String(invoice.dueDate)}`,
    `OCR: ${String(invoice.ocr ?? '')}`,
    `Belopp: ${kronor(invoice.totalAmount)}`,
    `Att betala: ${kronor(invoice.rest)}`,
  ];
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 18 : 12} Tf 56 ${780 - index * 24} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
