import { describe, expect, it } from 'vitest';
import {
  addressLines,
  formatMobile,
  paymentMethodText,
  receiptSums,
  receiptTime,
} from './receipt-format';
import { paidOrder, paidReceipt } from './test-data';

describe('receiptTime (spec §9: yyyy-MM-dd HH:mm, Stockholm)', () => {
  it("uses the receipt's creation time, in Stockholm", () => {
    // 16:44 UTC in January is 17:44 in Stockholm (CET).
    expect(receiptTime(paidOrder(), paidReceipt())).toBe('2026-01-09 17:44');
  });

  it('keeps summer time apart from winter time', () => {
    const receipt = paidReceipt({ created: '2026-07-01T08:05:00.000Z' });
    expect(receiptTime(paidOrder(), receipt)).toBe('2026-07-01 10:05');
  });

  it("falls back to the order's last change, then its creation, without a receipt", () => {
    expect(receiptTime(paidOrder())).toBe('2026-01-09 17:44');
    expect(receiptTime(paidOrder({ lastModified: undefined }))).toBe('2026-01-09 17:41');
  });
});

describe('formatMobile (spec §2: +country code, number without its first character)', () => {
  it('writes the country code and drops the national zero', () => {
    expect(formatMobile({ number: '0701234567', countryCode: 46 })).toBe('+46 701234567');
    expect(formatMobile({ number: '070 123 45 67', countryCode: 47 })).toBe('+47 701234567');
  });

  it('defaults to 46, keeps a number without a leading zero and shows nothing for none', () => {
    expect(formatMobile({ number: '0701234567' })).toBe('+46 701234567');
    expect(formatMobile({ number: '701234567', countryCode: 46 })).toBe('+46 701234567');
    expect(formatMobile(undefined)).toBe('');
    expect(formatMobile({ number: ' ' })).toBe('');
  });
});

describe('addressLines (street, postal code and city, country name)', () => {
  it('writes the postal code as people do, whether it came as a string or an integer', () => {
    const country = { id: 205, name: 'Sverige', alpha2: 'SE' };
    expect(
      addressLines(
        { street: 'Vasagatan 12', postalCode: '41124', city: 'Göteborg', country },
        'sv',
      ),
    ).toEqual(['Vasagatan 12', '411 24 Göteborg', 'Sverige']);
    expect(
      addressLines({ street: 'Vasagatan 12', postalCode: 41124, city: 'Göteborg' }, 'sv'),
    ).toEqual(['Vasagatan 12', '411 24 Göteborg']);
  });

  it("names the country in the page's language by its code, BRP's name without one", () => {
    const country = { id: 205, name: 'Sverige', alpha2: 'SE' };
    expect(addressLines({ city: 'Göteborg', country }, 'en')).toEqual(['Göteborg', 'Sweden']);
    expect(addressLines({ city: 'Göteborg', country }, 'sv')).toEqual(['Göteborg', 'Sverige']);
    expect(addressLines({ country: { id: 205, name: 'Sverige' } }, 'en')).toEqual(['Sverige']);
  });

  it('leaves out what is missing', () => {
    expect(addressLines({ city: 'Göteborg' }, 'en')).toEqual(['Göteborg']);
    expect(addressLines(undefined, 'sv')).toEqual([]);
  });
});

describe('receiptSums ("Total" is the products, "Total cost" what was paid with money)', () => {
  it('is the order price twice when everything was paid with Swish', () => {
    expect(receiptSums(paidOrder(), paidReceipt())).toEqual({
      total: 69500,
      valueCards: [],
      totalCost: 69500,
    });
  });

  it('deducts value-card payments from the total cost (spec §9)', () => {
    const receipt = paidReceipt({
      paymentMethod: 'Kort',
      payments: [
        {
          paymentMethod: 'Värdekort',
          amount: { amount: 50000, currency: 'SEK' },
          valueCard: { number: '15226337449921' },
        },
        { paymentMethod: 'Kort', amount: { amount: 19500, currency: 'SEK' } },
      ],
    });
    expect(receiptSums(paidOrder(), receipt)).toEqual({
      total: 69500,
      valueCards: [{ number: '15226337449921', amount: 50000 }],
      totalCost: 19500,
    });
  });

  it('is the order price twice without a receipt', () => {
    expect(receiptSums(paidOrder())).toEqual({ total: 69500, valueCards: [], totalCost: 69500 });
  });
});

describe('paymentMethodText', () => {
  it("is the receipt's method, else its payments' methods once each, else nothing", () => {
    expect(paymentMethodText(paidReceipt())).toBe('Swish');
    const money = { amount: 100, currency: 'SEK' };
    const payments = [
      { paymentMethod: 'Värdekort', amount: money },
      { paymentMethod: 'Swish', amount: money },
      { paymentMethod: 'Swish', amount: money },
    ];
    expect(paymentMethodText(paidReceipt({ paymentMethod: undefined, payments }))).toBe(
      'Värdekort, Swish',
    );
    expect(paymentMethodText(undefined)).toBe('');
  });
});
