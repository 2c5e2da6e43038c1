// A country's name in the page's language (decision 059): BRP sends the country as an id, an ISO
// alpha-2 code and a name in the tenant's language ("Sverige"); the code names it for English
// pages too, through the browser's and Node's own region names.
import { LOCALES, type Language } from './language';

/** 'Sweden' for { alpha2: 'SE', name: 'Sverige' } in English; BRP's name without a known code. */
export function countryName(
  country: { alpha2?: string | null; name: string },
  language: Language,
): string {
  const code = country.alpha2?.trim().toUpperCase();
  if (code && /^[A-Z]{2}$/.test(code)) {
    try {
      const name = new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code);
      if (name && name !== code) return name;
    } catch {
      // An engine without region names keeps BRP's.
    }
  }
  return country.name.trim();
}
