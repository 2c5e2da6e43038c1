// The two e-mails of a withdrawal: the customer's confirmation in their language with the date
// and time (Stockholm) and what was withdrawn; the facility's with what staff need to refund.
// Every value in the HTML escaped.
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../data/withdrawals';
import { customerMail, facilityMail } from './withdrawal-mails';

const withdrawal = (language: string): Withdrawal => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  customerId: null,
  name: 'Erik <script>alert(1)</script> Lindqvist',
  email: 'erik.lindqvist@example.se',
  language,
  receivedAt: '2026-03-25T09:07:00.000Z',
  details: {
    order: {
      id: 612390,
      number: 90431,
      created: '2026-03-25T08:55:12.000Z',
      businessUnit: 'Haga',
      total: { amount: 50000, currency: 'SEK' },
      paymentMethod: null,
      customer: null,
      receiverTarget: 'erik.lindqvist@example.se',
    },
    lines: [
      {
        kind: 'valuecards',
        itemId: 772010,
        product: 'Presentkort',
        price: { amount: 50000, currency: 'SEK' },
        quantity: 1,
      },
    ],
  },
});

describe('the withdrawal e-mails', () => {
  it('confirm to the customer, in Swedish or English, with the date, time and lines', () => {
    const sv = customerMail(withdrawal('sv'), 'Stadsbadet');
    expect(sv.recipient).toBe('erik.lindqvist@example.se');
    expect(sv.subject).toBe('Stadsbadet: vi har tagit emot att du ångrar köp 90431');
    expect(sv.text_body).toContain(
      'Vi tog emot att du ångrar ditt köp Onsdag 25 mars 2026 kl. 10:07.',
    );
    expect(sv.text_body).toMatch(/- Presentkort, 500\s+kr/);
    expect(sv.html_body).toContain('Erik &lt;script&gt;alert(1)&lt;/script&gt; Lindqvist');
    expect(sv.html_body).not.toContain('<script>');
    const en = customerMail(withdrawal('en'), 'Stadsbadet');
    expect(en.text_body).toContain('on Wednesday, March 25, 2026 at 10:07 (Swedish time)');
  });

  it('tell the facility what to refund', () => {
    const mail = facilityMail(withdrawal('en'), 'kassan@stadsbadet.example.se');
    expect(mail.recipient).toBe('kassan@stadsbadet.example.se');
    expect(mail.subject).toMatch(/^Ångrat köp: order 90431, 500\s+kr$/);
    for (const fact of [
      'Mottaget: 2026-03-25 10:07 (svensk tid)',
      'Ordernummer: 90431 (order-id 612390)',
      'Köpt: 2026-03-25 09:55, Haga',
      'Köpt utan inloggning (kvitto till erik.lindqvist@example.se)',
      'Kundens språk: engelska',
      '(valuecards, rad 772010)',
    ])
      expect(mail.text_body).toContain(fact);
    expect(mail.html_body).not.toContain('<script>');
  });
});
