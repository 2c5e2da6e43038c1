import type { TFunction } from 'i18next';

type Translate = TFunction<'account-payments'>;

/** Spec §3: customerHasSignedContract is shown 'Ja'/'Nej' ('Yes'/'No'); unknown shows a dash. */
export function formatSignedContract(signed: boolean | undefined, t: Translate): string {
  if (signed === undefined) return '–';
  return signed ? t('yes') : t('no');
}

/** A consent status code in words where it is a known code, else the code itself. */
export function formatConsentStatus(code: string | undefined, t: Translate): string {
  if (!code) return '–';
  return t(`status.${code}`, { defaultValue: code });
}

/** The last four digits of a masked card number ("475012......4821" → "4821"), if any. */
export function cardLastDigits(cardNumber: string | undefined): string | undefined {
  const match = /(\d{4})\D*$/.exec(cardNumber ?? '');
  return match?.[1];
}
