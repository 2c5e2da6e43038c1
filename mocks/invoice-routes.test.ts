import { describe, expect, it } from 'vitest';
import {
  answerInvoiceCall,
  InvoiceStore,
  invoicePdf,
  matchInvoiceRoute,
  payInvoice,
  type InvoiceContext,
} from './invoice-routes.ts';

const unpaid = {
  id: 50231,
  number: 10231,
  dueDate: '2026-01-26',
  totalAmount: { amount: 59900, currency: 'SEK' },
  rest: { amount: 59900, currency: 'SEK' },
  state: 'STATE_SENT',
};
const paid = { ...unpaid, id: 50187, number: 10187, rest: { amount: 0, currency: 'SEK' } };

function context(store = new InvoiceStore(), world = 'login-1'): InvoiceContext {
  return { store, world, listed: () => Promise.resolve([unpaid, paid]) };
}

describe('matchInvoiceRoute', () => {
  it('knows the list, one invoice and the PDF, as BRP documents them (POST)', () => {
    const none = new URLSearchParams();
    expect(matchInvoiceRoute('POST', '/customers/4711/invoices', none)).toEqual({
      kind: 'list',
      customer: 4711,
      excludePaid: false,
    });
    expect(matchInvoiceRoute('POST', '/customers/4711/invoices/50231/', none)).toEqual({
      kind: 'get',
      customer: 4711,
      id: 50231,
    });
    expect(matchInvoiceRoute('POST', '/services/generate/invoicereport', none)).toEqual({
      kind: 'report',
    });
    expect(matchInvoiceRoute('GET', '/customers/4711/invoices', none)).toBeUndefined();
  });
});

describe('paying an invoice through the mock', () => {
  it('marks it paid for that world only once the handler says paid', async () => {
    const store = new InvoiceStore();
    const link = await payInvoice(
      { invoice: 50231, returnUrl: 'https://shop.se/mina-sidor/invoices/50231/?betalning=1' },
      { url: 'https://haga.brpsystems.com/brponline/payment/x' },
      4711,
      context(store),
    );
    expect(link?.status).toBe(201);
    const token = String((link?.body as { url: string }).url.split('/').pop());
    expect(store.completePayment(token, 'cancelled')).toBe(
      'https://shop.se/mina-sidor/invoices/50231/?betalning=1&error=205',
    );
    expect(store.isPaid('login-1', 50231)).toBe(false);
    expect(store.completePayment(token, 'paid')).toBe(
      'https://shop.se/mina-sidor/invoices/50231/?betalning=1',
    );
    const list = await answerInvoiceCall(
      { kind: 'list', customer: 4711, excludePaid: false },
      undefined,
      [unpaid, paid],
      context(store),
    );
    expect(list?.body).toEqual([
      { ...unpaid, rest: { amount: 0, currency: 'SEK' }, state: 'STATE_DONE' },
      paid,
    ]);
    const other = await answerInvoiceCall(
      { kind: 'list', customer: 4711, excludePaid: true },
      undefined,
      [unpaid, paid],
      context(store, 'login-2'),
    );
    expect(other?.body).toEqual([unpaid]);
  });

  it('refuses what BRP refuses: nothing left to pay, an unknown invoice, a receipt address', async () => {
    const pay = (body: Record<string, unknown>) =>
      payInvoice({ invoice: 50231, returnUrl: 'https://shop.se/', ...body }, {}, 4711, context());
    expect((await pay({ invoice: 50187 }))?.body).toEqual({ errorCode: 'NOTHING_LEFT_TO_PAY' });
    expect((await pay({ invoice: 1 }))?.status).toBe(404);
    expect((await pay({ receiptEmail: ['a@b.se'] }))?.status).toBe(422);
  });
});

describe('invoicePdf', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = invoicePdf(unpaid).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const first = Number(/0000000000 65535 f \n(\d{10})/.exec(pdf)![1]);
    expect(pdf.slice(first, first + 7)).toBe('1 0 obj');
    expect(pdf).toContain('(Faktura 10231)');
  });
});
