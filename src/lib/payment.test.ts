import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@generated/booking/model';
import {
  defaultPaymentMethod,
  methodLabelKey,
  caretAfterDigits,
  maskSwishNumber,
  paymentRedirect,
  paymentReturnUrl,
  swishNumberError,
  swishNumberFromMobile,
  swishPayerAlias,
} from './payment';

describe('swishNumberError (spec §5 "Checkout")', () => {
  it('accepts 07 and 8 more digits, whatever separators were typed', () => {
    expect(swishNumberError('0701234567', 69500)).toBeNull();
    expect(swishNumberError('0701-234567', 69500)).toBeNull();
    expect(swishNumberError(' 070 123 45 67 ', 69500)).toBeNull();
  });

  it('says missing without digits, invalid for any other number', () => {
    expect(swishNumberError('', 69500)).toBe('swishNumberMissing');
    expect(swishNumberError('---', 69500)).toBe('swishNumberMissing');
    expect(swishNumberError('070123456', 69500)).toBe('invalidSwishNumber'); // 9 digits
    expect(swishNumberError('07012345678', 69500)).toBe('invalidSwishNumber'); // 11 digits
    expect(swishNumberError('0801234567', 69500)).toBe('invalidSwishNumber');
    expect(swishNumberError('+46701234567', 69500)).toBe('invalidSwishNumber');
  });

  it('checks nothing when the total is 0', () => {
    expect(swishNumberError('', 0)).toBeNull();
    expect(swishNumberError('123', 0)).toBeNull();
  });
});

describe('swishNumberFromMobile', () => {
  it("starts from the member's Swedish mobile, with or without its leading zero", () => {
    expect(swishNumberFromMobile({ number: '0701234567', countryCode: 46 })).toBe('0701-234567');
    expect(swishNumberFromMobile({ number: '70 123 45 67' })).toBe('0701-234567');
  });

  it('leaves the field empty for a landline, a foreign number or no number', () => {
    expect(swishNumberFromMobile({ number: '031123456', countryCode: 46 })).toBe('');
    expect(swishNumberFromMobile({ number: '0701234567', countryCode: 47 })).toBe('');
    expect(swishNumberFromMobile(undefined)).toBe('');
  });
});

describe('maskSwishNumber (spec §9)', () => {
  it('keeps digits only, puts the dash after 4 and stops at 10', () => {
    expect(maskSwishNumber('0701')).toBe('0701');
    expect(maskSwishNumber('07012')).toBe('0701-2');
    expect(maskSwishNumber('070 123 45 67 89')).toBe('0701-234567');
    expect(maskSwishNumber('abc')).toBe('');
  });

  it('sends digits only with country code 46', () => {
    expect(swishPayerAlias('0701-234567')).toEqual({ number: '0701234567', countryCode: 46 });
  });
});

describe('defaultPaymentMethod (spec §2)', () => {
  const swish = { id: 1, type: 'SWISH' } as PaymentMethod;
  const debit = { id: 2, type: 'CARD_DEBIT' } as PaymentMethod;
  const credit = { id: 3, type: 'CARD_CREDIT' } as PaymentMethod;

  it('is Swish when offered, else the debit card, else the first', () => {
    expect(defaultPaymentMethod([credit, debit, swish])).toBe(swish);
    expect(defaultPaymentMethod([credit, debit])).toBe(debit);
    expect(defaultPaymentMethod([credit])).toBe(credit);
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe('paymentRedirect', () => {
  it('follows an absolute https URL only', () => {
    expect(paymentRedirect('https://pay.example.se/checkout?id=1')).toBe(
      'https://pay.example.se/checkout?id=1',
    );
    expect(paymentRedirect('http://pay.example.se/')).toBeNull();
    expect(paymentRedirect('javascript:alert(1)')).toBeNull();
    expect(paymentRedirect('/kassa/')).toBeNull();
    expect(paymentRedirect('//evil.example/')).toBeNull();
    expect(paymentRedirect('')).toBeNull();
    expect(paymentRedirect(undefined)).toBeNull();
  });

  it('returns to the checkout route in the page language', () => {
    expect(paymentReturnUrl('https://shop.example.se', 'sv')).toBe(
      'https://shop.example.se/kassa/',
    );
    expect(paymentReturnUrl('https://shop.example.se', 'en')).toBe(
      'https://shop.example.se/en/checkout/',
    );
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after as many digits as stood before it', () => {
    expect(caretAfterDigits('0012-34567', 1)).toBe(1);
    expect(caretAfterDigits('0701-234567', 4)).toBe(4);
    expect(caretAfterDigits('0701-923456', 5)).toBe(6);
    expect(caretAfterDigits('0123-4567', 0)).toBe(0);
    // More digits than the mask keeps (the eleventh is dropped): the end.
    expect(caretAfterDigits('0701-234567', 11)).toBe(11);
  });
});

describe('methodLabelKey', () => {
  it('labels each method by its type', () => {
    expect(methodLabelKey({ id: 5, type: 'CARD_DEBIT' })).toBe('payment.methods.CARD_DEBIT');
    expect(methodLabelKey({ id: 9, type: 'KLARNA' })).toBe('payment.methods.KLARNA');
  });
});
