import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IdName, ServiceProduct } from '@generated/booking/model';
import { errorText } from '@/lib/errors/error-message';
import { useUniqueNotices } from '@/lib/notices/notices-query';
import { noticeText } from '@/lib/notices/unique-notices';
import type { AddToCart } from '../cart/use-add-to-cart';
import type { ServiceSearch } from '../logic/service-search';
import { daysWithoutTimes } from '../logic/shown-day';
import { slotsOfDay } from '../logic/slots';
import { suggestionsQuery } from '../queries';
import { FacilityDateBar } from './facility-date-bar';
import { ServiceNotice } from './service-notice';
import { SlotList } from './slot-list';
import { useShownDay } from './use-shown-day';
import { WeekStrip } from './week-strip';

interface Props {
  product: ServiceProduct;
  sites: IdName[];
  site: number | null;
  search: ServiceSearch;
  today: string;
  now: number;
  cart: AddToCart;
  onSite: (site: number) => void;
  onChange: (next: Partial<ServiceSearch>) => void;
}

/** Facility, range start, the 7-day strip, the day's notices and its free times. */
export function ServiceTimes({
  product,
  sites,
  site,
  search,
  today,
  now,
  cart,
  onSite,
  onChange,
}: Props) {
  const { t } = useTranslation('services');
  const notices = useUniqueNotices();
  const suggestions = useQuery({
    ...suggestionsQuery(product.id, site ?? 0, search.from),
    enabled: site !== null,
  });
  const loading = site !== null && suggestions.isPending;
  // Null while the times that decide it load: the strip then has no day pressed.
  const day = useShownDay(`${site}|${search.from}`, {
    wanted: search.day,
    from: search.from,
    slots: suggestions.data,
    loading,
    now,
  });
  const notice = day
    ? noticeText(notices, { productId: product.id, siteId: site }, { day, today })
    : '';
  return (
    <Stack spacing={2}>
      <FacilityDateBar
        sites={sites}
        site={site}
        from={search.from}
        today={today}
        onSite={onSite}
        onFrom={(from) => onChange({ from, day: null })}
      />
      <WeekStrip
        from={search.from}
        selected={day}
        withoutTimes={daysWithoutTimes(search.from, suggestions.data, now)}
        onSelect={(chosen) => onChange({ day: chosen })}
      />
      <ServiceNotice text={notice} />
      <section aria-label={t('slots.label')}>
        {site === null ? (
          <Typography>{t('slots.chooseFacility')}</Typography>
        ) : (
          <SlotList
            key={`${site}-${day}`}
            slots={suggestions.data && day ? slotsOfDay(suggestions.data, day) : undefined}
            loading={loading}
            error={
              suggestions.isError ? `${t('slots.error')} ${errorText(t, suggestions.error)}` : null
            }
            onRetry={() => void suggestions.refetch()}
            now={now}
            adding={cart.adding}
            inCart={cart.inCart}
            onPick={cart.pick}
            fallbackPrice={product.price.amount}
          />
        )}
      </section>
    </Stack>
  );
}
