// From buckets to what the chart shows, in the page language.
import type { TFunction } from 'i18next';
import { dayjs } from '@/lib/dayjs';
import type { Language } from '@/lib/language';
import type { MonthBucket, WeekBucket, YearBucket } from './workout-buckets';
import type { ChartBar } from './workout-chart';

type Translate = TFunction<'account-workouts'>;

/** A yyyy-MM-dd calendar day as "16 nov." / "Nov 16", without time-zone conversion. */
function shortDay(day: string, language: Language): string {
  return dayjs(day)
    .locale(language)
    .format(language === 'sv' ? 'D MMM' : 'MMM D');
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function weekBars(buckets: WeekBucket[], t: Translate, language: Language): ChartBar[] {
  return buckets.map((bucket) => {
    const long = t('weekLong', {
      week: bucket.isoWeek,
      from: shortDay(bucket.monday, language),
      to: shortDay(bucket.sunday, language),
    });
    return {
      label: bucket.current ? t('currentWeek') : t('weekShort', { week: bucket.isoWeek }),
      longLabel: bucket.current ? `${t('currentWeek')}: ${long}` : long,
      count: bucket.count,
      current: bucket.current,
    };
  });
}

export function monthBars(buckets: MonthBucket[], t: Translate, language: Language): ChartBar[] {
  return buckets.map((bucket) => {
    const month = dayjs(new Date(bucket.year, bucket.month, 15)).locale(language);
    const long = capitalise(month.format('MMMM YYYY'));
    return {
      label: bucket.current ? t('currentMonth') : month.format('MMM'),
      longLabel: bucket.current ? `${t('currentMonth')}: ${long}` : long,
      count: bucket.count,
      current: bucket.current,
    };
  });
}

export function yearBars(buckets: YearBucket[]): ChartBar[] {
  return buckets.map((bucket) => ({
    label: String(bucket.year),
    longLabel: String(bucket.year),
    count: bucket.count,
    current: bucket.current,
  }));
}
