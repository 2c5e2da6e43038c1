// The entry page's address: the product (entre/501/) and the day shown (?day=, today to six days
// ahead; anything else is today).
import { addDays, isDay } from '@/lib/stockholm-days';
import { ENTRY_DAYS } from '../queries';

export function entryProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

export function shownDay(param: string | null, today: string): string {
  const last = addDays(today, ENTRY_DAYS - 1);
  return isDay(param) && param >= today && param <= last ? param : today;
}
