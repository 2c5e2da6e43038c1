import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { cardLastDigits, formatConsentStatus, formatSignedContract } from './consent-format';

const sv = i18next.getFixedT('sv', 'account-payments');
const en = i18next.getFixedT('en', 'account-payments');

describe('formatSignedContract', () => {
  it("shows a signed contract as 'Ja'/'Nej' in Swedish and 'Yes'/'No' in English", () => {
    expect(formatSignedContract(true, sv)).toBe('Ja');
    expect(formatSignedContract(false, sv)).toBe('Nej');
    expect(formatSignedContract(true, en)).toBe('Yes');
    expect(formatSignedContract(false, en)).toBe('No');
  });

  it('shows a dash when the API does not say', () => {
    expect(formatSignedContract(undefined, sv)).toBe('–');
  });
});

describe('formatConsentStatus', () => {
  it('translates known codes and shows unknown ones as they are', () => {
    expect(formatConsentStatus('REGISTERED_AT_BCG', sv)).toBe('Registrerat hos Bankgirot');
    expect(formatConsentStatus('CONTRACT_NOT_SIGNED', en)).toBe('The contract is not signed');
    expect(formatConsentStatus('SOMETHING_NEW', sv)).toBe('SOMETHING_NEW');
    expect(formatConsentStatus(undefined, sv)).toBe('–');
  });
});

describe('cardLastDigits', () => {
  it('reads the last four digits of a masked number', () => {
    expect(cardLastDigits('475012......4821')).toBe('4821');
    expect(cardLastDigits('**** **** **** 1234')).toBe('1234');
    expect(cardLastDigits(undefined)).toBeUndefined();
    expect(cardLastDigits('xx')).toBeUndefined();
  });
});
