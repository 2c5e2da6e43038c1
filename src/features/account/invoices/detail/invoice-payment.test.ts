import { describe, expect, it } from 'vitest';
import {
  invoicePaymentMethods,
  invoicePaymentRequest,
  invoiceReturnUrl,
  readPaymentReturn,
} from './invoice-payment';

describe('paying an invoice', () => {
  it('offers only methods that pay online', () => {
    const methods = [
      { id: 3, type: 'SWISH' as const },
      { id: 4, type: 'INVOICE' as const },
      { id: 5, type: 'CARD_DEBIT' as const },
      { id: 7, type: 'CUSTOMER_ACCOUNT' as const },
    ];
    expect(invoicePaymentMethods(methods).map((m) => m.id)).toEqual([3, 5]);
  });

  it('names the invoice, the method and the Swish number, and returns to the invoice', () => {
    const back = invoiceReturnUrl('https://shop.se', 50231, 'en');
    expect(back).toBe('https://shop.se/en/mina-sidor/invoices/50231/?betalning=1');
    expect(invoicePaymentRequest(50231, { id: 3, type: 'SWISH' }, '0701-234567', back)).toEqual({
      invoice: 50231,
      returnUrl: back,
      paymentMethod: 3,
      payerAlias: { number: '0701234567', countryCode: 46 },
    });
    expect(invoicePaymentRequest(50231, null, '', back)).toEqual({
      invoice: 50231,
      returnUrl: back,
    });
  });

  it('reads the return: back, cancelled (205) or failed', () => {
    const read = (query: string) => readPaymentReturn(new URLSearchParams(query));
    expect(read('')).toEqual({ kind: 'none' });
    expect(read('betalning=1')).toEqual({ kind: 'returned' });
    expect(read('betalning=1&error=205')).toEqual({ kind: 'cancelled', code: '205' });
    expect(read('betalning=1&error=200')).toEqual({ kind: 'failed', code: '200' });
  });
});
