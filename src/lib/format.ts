// One formatting module (spec §9): money in kronor from minor units, dates and times in Stockholm.
import { dayjs, inStockholm } from './dayjs';
import type { Language } from './language';

type DateInput = string | number | Date | dayjs.Dayjs;

export { formatPrice } from './money';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "Tisdag 13 januari 2026" / "Tuesday, January 13, 2026": the day headings of lists. */
export function formatDayHeading(value: DateInput, language: Language): string {
  const day = inStockholm(value).locale(language);
  return capitalise(day.format(language === 'sv' ? 'dddd D MMMM YYYY' : 'dddd, MMMM D, YYYY'));
}

/** "Januari 2026" / "January 2026": the month headings of purchases. */
export function formatMonthHeading(value: DateInput, language: Language): string {
  return capitalise(inStockholm(value).locale(language).format('MMMM YYYY'));
}

/** "09:00", Stockholm time. */
export function formatTime(value: DateInput): string {
  return inStockholm(value).format('HH:mm');
}

/** "2026-01-13", the Swedish date. */
export function formatDate(value: DateInput): string {
  return inStockholm(value).format('YYYY-MM-DD');
}

/** "2026.01.13", the dotted date of event cards and certificate periods. */
export function formatDottedDate(value: DateInput): string {
  return inStockholm(value).format('YYYY.MM.DD');
}

/** "2026-01-13 09:00", the receipt time. */
export function formatDateTime(value: DateInput): string {
  return inStockholm(value).format('YYYY-MM-DD HH:mm');
}

/** "13 januari" / "January 13": date with a long month, for cart lines. */
export function formatDayMonth(value: DateInput, language: Language): string {
  return inStockholm(value)
    .locale(language)
    .format(language === 'sv' ? 'D MMMM' : 'MMMM D');
}

/** "tisdag 13 januari" / "Tuesday, January 13": weekday, day and month. */
export function formatWeekdayDayMonth(value: DateInput, language: Language): string {
  return inStockholm(value)
    .locale(language)
    .format(language === 'sv' ? 'dddd D MMMM' : 'dddd, MMMM D');
}

/** "onsdag 26 mars 2025" / "Wednesday, March 26, 2025": weekday, day, month and year. */
export function formatWeekdayDayMonthYear(value: DateInput, language: Language): string {
  return inStockholm(value)
    .locale(language)
    .format(language === 'sv' ? 'dddd D MMMM YYYY' : 'dddd, MMMM D, YYYY');
}

/** "yyyy-MM" key for grouping by month in Stockholm time. */
export function monthKey(value: DateInput): string {
  return inStockholm(value).format('YYYY-MM');
}

/** "yyyy-MM-dd" key for grouping by day in Stockholm time. */
export function dayKey(value: DateInput): string {
  return inStockholm(value).format('YYYY-MM-DD');
}

/**
 * A Swedish postal code as people write it, '413 01', whether the answer carried it as an integer
 * (BRP's document: 41301) or a string ('41301', '413 01'); anything else is shown as it came.
 */
export function formatPostalCode(value: number | string | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  const digits = text.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : text;
}
