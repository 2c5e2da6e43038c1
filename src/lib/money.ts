// Money in kronor from minor units (spec §9). Its own module, free of the date library: a module
// that only formats a price does not bring dayjs.
import type { Language } from './language';

/** A no-break space: "1 234 kr" must never wrap between its groups or before "kr". */
const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Typography's minus sign: a hyphen is shorter and reads as a dash. */
const MINUS = '\u2212';

/** 123450 → "1 234,50 kr"; 69500 → "695 kr"; -2500 → "−25 kr". Minor units (öre) in, kronor out. */
export function formatPrice(minorUnits: number, language: Language = 'sv'): string {
  const negative = minorUnits < 0;
  const absolute = Math.abs(Math.round(minorUnits));
  const kronor = Math.floor(absolute / 100);
  const ore = absolute % 100;
  const decimalSeparator = language === 'sv' ? ',' : '.';
  const decimals = ore === 0 ? '' : `${decimalSeparator}${String(ore).padStart(2, '0')}`;
  return `${negative ? MINUS : ''}${groupThousands(String(kronor))}${decimals}${NBSP}kr`;
}
