// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseConsent, CONSENT_COOKIE } from '@/lib/consent/analytics-consent';
import { purchaseEvent, reportPurchaseOnce, REPORTED_KEY } from './purchase-event';
import { paidOrder, paidReceipt } from './test-data';

const purchases = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase');

// The visitor has accepted analytics: events are pushed.
beforeEach(() => chooseConsent('granted'));

afterEach(() => {
  delete window.dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
});

describe('purchaseEvent (spec §9)', () => {
  it('reports the receipt number, the value in kronor, SEK and each product once', () => {
    expect(purchaseEvent(paidOrder(), paidReceipt())).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '120301',
        value: 695,
        currency: 'SEK',
        items: [
          {
            item_id: '701',
            item_name: 'Massage 50 min',
            item_category: 'treatments',
            price: 695,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('uses the order number without a receipt, and the category of each kind of line', () => {
    const money = (amount: number) => ({ amount, currency: 'SEK' });
    const order = paidOrder({
      price: money(102050),
      valueCardItems: [
        { id: 1, product: { id: 52, name: 'Värdekort 10 bad' }, price: money(90000), quantity: 1 },
      ],
      groupActivityItems: [
        { id: 2, product: { id: 9, name: 'Vattengympa' }, price: money(12050), quantity: 1 },
      ],
      serviceItems: [],
    });
    const event = purchaseEvent(order) as unknown as { ecommerce: Record<string, unknown> };
    expect(event.ecommerce.transaction_id).toBe('90377');
    expect(event.ecommerce.value).toBe(1020.5);
    expect(event.ecommerce.items).toEqual([
      {
        item_id: '9',
        item_name: 'Vattengympa',
        item_category: 'courses',
        price: 120.5,
        quantity: 1,
      },
      {
        item_id: '52',
        item_name: 'Värdekort 10 bad',
        item_category: 'valueCard',
        price: 900,
        quantity: 1,
      },
    ]);
  });

  it('reports a membership as a membership, at what its first period cost (issue 42)', () => {
    const money = (amount: number) => ({ amount, currency: 'SEK' });
    const order = paidOrder({
      price: money(49500),
      subscriptionItems: [
        { id: 3, product: { id: 134, name: 'Gym & bad' }, price: money(49500), quantity: 1 },
      ],
      serviceItems: [],
    });
    const event = purchaseEvent(order) as unknown as { ecommerce: { items: unknown[] } };
    expect(event.ecommerce.items).toEqual([
      {
        item_id: '134',
        item_name: 'Gym & bad',
        item_category: 'memberships',
        price: 495,
        quantity: 1,
      },
    ]);
  });
});

describe('what a purchase is worth (spec §9)', () => {
  it('is what was paid now: value-card payments are deducted', () => {
    const money = (amount: number) => ({ amount, currency: 'SEK' });
    const receipt = paidReceipt({
      amount: money(69500),
      payments: [
        {
          id: 1,
          paymentMethod: 'Värdekort',
          amount: money(50000),
          valueCard: { id: 7, number: '4455' },
        },
        { id: 2, paymentMethod: 'Swish', amount: money(19500) },
      ],
    });
    const event = purchaseEvent(paidOrder(), receipt) as unknown as {
      ecommerce: { value: number };
    };
    expect(event.ecommerce.value).toBe(195);
  });

  it('reports no purchase for an order still open', () => {
    expect(reportPurchaseOnce(paidOrder({ id: 700009, preliminary: true }), paidReceipt())).toBe(
      false,
    );
    expect(purchases()).toEqual([]);
  });
});

describe('reportPurchaseOnce', () => {
  it('pushes once, however often the receipt renders or reloads in this session', () => {
    const order = paidOrder({ id: 700001 });
    expect(reportPurchaseOnce(order, paidReceipt())).toBe(true);
    expect(reportPurchaseOnce(order, paidReceipt())).toBe(false);
    expect(purchases()).toHaveLength(1);
    // A reload: the page's memory is gone, the session's list is not.
    expect(JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]')).toEqual(['order:700001']);
  });

  it('remembers a purchase reported before this page loaded (sessionStorage)', () => {
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify(['order:700002']));
    expect(reportPurchaseOnce(paidOrder({ id: 700002 }), undefined)).toBe(false);
    expect(purchases()).toHaveLength(0);
  });

  it('reports another order, and survives a broken stored list', () => {
    sessionStorage.setItem(REPORTED_KEY, '{not json');
    expect(reportPurchaseOnce(paidOrder({ id: 700003 }), undefined)).toBe(true);
    expect(reportPurchaseOnce(paidOrder({ id: 700004 }), undefined)).toBe(true);
    expect(purchases()).toHaveLength(2);
  });

  it('still reports once per page when sessionStorage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const order = paidOrder({ id: 700005 });
    expect(reportPurchaseOnce(order, undefined, refusing)).toBe(true);
    expect(reportPurchaseOnce(order, undefined, refusing)).toBe(false);
    expect(purchases()).toHaveLength(1);
  });
});
