// The expectations' formats and calendar days, in Stockholm time, computed with Intl and plain
// date arithmetic independently of the app's date and money code: shared by the page tests and
// the e2e tests.
export const ZONE = 'Europe/Stockholm';

/** '2026-03-25': the day in Stockholm. */
export function stockholmDay(value: string | number | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(value));
}

/** '07:00' in Stockholm. */
export function stockholmTime(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: ZONE })
    .format(new Date(iso))
    .replace('.', ':');
}

/** 'YYYY-MM-DD' `count` days after (or before) `day`. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Monday of the week of `day` ('YYYY-MM-DD'), and its ISO week number. */
export function weekOf(day: string): { monday: string; number: number } {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -weekday);
  const thursday = new Date(`${addDays(monday, 3)}T12:00:00Z`);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return { monday, number };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Onsdag 25 mars 2026" / "Wednesday, March 25, 2026": a day heading, in Stockholm. */
export function dayHeading(iso: string, lang: 'sv' | 'en'): string {
  return capitalise(
    new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ZONE,
    }).format(new Date(iso)),
  );
}

/** "November 2026": a month heading, in Stockholm. */
export function monthHeading(iso: string, lang: 'sv' | 'en'): string {
  return capitalise(
    new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: ZONE,
    }).format(new Date(iso)),
  );
}

/** '26 mars' / 'March 26' in Stockholm. */
export const dayMonth = (iso: string, language: 'sv' | 'en') =>
  new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: ZONE,
  }).format(new Date(iso));

/** 'yyyy-MM-dd HH:mm' in Stockholm, the receipt's time format (spec §9). */
export const receiptTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(new Date(iso));

/** '695 kr', '1 320,50 kr' (en '1 320.50 kr') with the app's no-break spaces. */
export function kronor(minor: number, language: 'sv' | 'en' = 'sv'): string {
  const sign = minor < 0 ? '\u2212' : ''; // the minus sign, not a hyphen
  const whole = Math.floor(Math.abs(minor) / 100);
  const ore = Math.abs(minor) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = ore ? `${language === 'sv' ? ',' : '.'}${String(ore).padStart(2, '0')}` : '';
  return `${sign}${grouped}${decimals}\u00a0kr`;
}
