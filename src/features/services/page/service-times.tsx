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
import { slotsOfDay } from '../logic/slots';
import { suggestionsQuery } from '../queries';
import { FacilityDateBar } from './facility-date-bar';
import { ServiceNotice } from './service-notice';
import { SlotList } from './slot-list';
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
  const notice = noticeText(
    notices,
    { productId: product.id, siteId: site },
    { day: search.day, today },
  );
  return (
    <Stack spacing={2}>
      <FacilityDateBar
        sites={sites}
        site={site}
        from={search.from}
        today={today}
        onSite={onSite}
        onFrom={(from) => onChange({ from, day: from })}
      />
      <WeekStrip from={search.from} selected={search.day} onSelect={(day) => onChange({ day })} />
      <ServiceNotice text={notice} />
      <section aria-label={t('slots.label')}>
        {site === null ? (
          <Typography>{t('slots.chooseFacility')}</Typography>
        ) : (
          <SlotList
            key={`${site}-${search.day}`}
            slots={suggestions.data ? slotsOfDay(suggestions.data, search.day) : undefined}
            loading={suggestions.isPending}
            error={
              suggestions.isError ? `${t('slots.error')} ${errorText(t, suggestions.error)}` : null
            }
            onRetry={() => void suggestions.refetch()}
            now={now}
            adding={cart.adding}
            onPick={cart.pick}
            fallbackPrice={product.price.amount}
          />
        )}
      </section>
    </Stack>
  );
}
