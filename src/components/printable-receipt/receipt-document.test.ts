import { describe, expect, it } from 'vitest';
import type { ReceiptDetail } from '@generated/booking/model';
import {
  addressLine,
  itemQuantity,
  orderNumbers,
  paymentLines,
  itemTimes,
  phoneText,
  sellerName,
  vatPerRate,
} from './receipt-document';

const SEK = (amount: number) => ({ amount, currency: 'SEK' });

describe('the seller', () => {
  it('is the company when BRP names it, else the facility', () => {
    const businessUnit = { id: 1, name: 'Haga' };
    expect(sellerName({ businessUnit, company: { id: 1, name: 'Stadens Bad & Gym AB' } })).toBe(
      'Stadens Bad & Gym AB',
    );
    expect(sellerName({ businessUnit })).toBe('Haga');
  });

  it('has its address on one line, the parts present', () => {
    expect(
      addressLine({
        street: 'Haga Östergata 9',
        postalCode: '41301',
        city: 'Göteborg',
        country: { id: 205, name: 'Sverige', alpha2: 'SE' },
      }),
    ).toBe('Haga Östergata 9, 413 01 Göteborg, Sverige');
    expect(addressLine({ city: 'Göteborg' })).toBe('Göteborg');
    expect(addressLine(undefined)).toBe('');
  });

  it('has its phone as people write it, with the country code when its zero is left out', () => {
    expect(phoneText({ number: '031123400', countryCode: 46 })).toBe('031-12 34 00');
    expect(phoneText({ number: '31123400', countryCode: 46 })).toBe('+46 31 12 34 00');
    expect(phoneText(undefined)).toBe('');
  });
});

describe('the items and sums', () => {
  it('reads the quantity sent as a string, a missing or broken one as 1', () => {
    const item = (quantity?: string) => ({
      id: 1,
      product: { id: 1, name: 'Entré' },
      price: SEK(100),
      ...(quantity === undefined ? {} : { quantity }),
    });
    expect([item('2'), item(), item('x'), item('0')].map(itemQuantity)).toEqual([2, 1, 1, 1]);
  });

  it('gives VAT per rate, highest first, adding a rate sent twice and leaving out 0 %', () => {
    expect(
      vatPerRate({
        vatSums: [
          { rate: '6', amount: SEK(1000) },
          { rate: '25', amount: SEK(13900) },
          { rate: '12,5', amount: SEK(500) },
          { rate: '6', amount: SEK(200) },
          { rate: '0', amount: SEK(0) },
        ],
      }),
    ).toEqual([
      { rate: 25, amount: 13900 },
      { rate: 12.5, amount: 500 },
      { rate: 6, amount: 1200 },
    ]);
    expect(vatPerRate({})).toEqual([]);
  });

  it('names every order the receipt paid', () => {
    expect(
      orderNumbers({
        orders: [
          { id: 1, number: 551872 },
          { id: 2, number: 'A-12' },
        ],
      }),
    ).toBe('551872, A-12');
  });
});

describe('the payments', () => {
  const receipt = (extra: Partial<ReceiptDetail>) => ({
    payments: [],
    amount: SEK(69500),
    ...extra,
  });

  it('lists each payment, a value card with its number', () => {
    expect(
      paymentLines(
        receipt({
          payments: [
            {
              id: 1,
              paymentMethod: 'Värdekort',
              amount: SEK(50000),
              valueCard: { id: 7815, number: '15226337449921' },
            },
            { id: 2, paymentMethod: 'Kort', amount: SEK(19500) },
            { id: 3, paymentMethod: ' Swish ', amount: SEK(0) },
          ],
        }),
      ),
    ).toEqual([
      { kind: 'valueCard', method: 'Värdekort', valueCardNumber: '15226337449921', amount: 50000 },
      { kind: 'card', method: 'Kort', amount: 19500 },
      { kind: 'other', method: 'Swish', amount: 0 },
    ]);
  });

  it("marks a value card by the method 'Värdekort' alone too", () => {
    expect(
      paymentLines(receipt({ payments: [{ paymentMethod: 'värdekort', amount: SEK(100) }] })),
    ).toEqual([{ kind: 'valueCard', method: 'värdekort', amount: 100 }]);
  });

  it("falls back to the receipt's method for the whole amount, or nothing", () => {
    expect(paymentLines(receipt({ paymentMethod: 'Swish' }))).toEqual([
      { kind: 'other', method: 'Swish', amount: 69500 },
    ]);
    expect(paymentLines(receipt({}))).toEqual([]);
  });
});

describe("the items' booked times", () => {
  it("gives each item its product's time from the order, two of a product in turn", () => {
    const item = (id: number, product: number) => ({
      id,
      product: { id: product, name: 'x' },
      price: SEK(100),
    });
    const massage = (start: string) => ({ productId: 701, start, end: start });
    const receipt = { items: [item(1, 701), item(2, 99), item(3, 701)] };
    expect(itemTimes(receipt, [massage('10:00'), massage('11:00')])).toEqual([
      massage('10:00'),
      null,
      massage('11:00'),
    ]);
    expect(itemTimes(receipt, [])).toEqual([null, null, null]);
  });
});
