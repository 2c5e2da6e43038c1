import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { PlainButton } from '@/components/plain-button/plain-button';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { bookedTimes } from './booked-times';
import { BookingCard } from './booking-card';
import type { BookingEntry } from './booking-days';
import { DetailsError, DetailsLoading } from './booking-details';
import { canCancelService, isServiceCancelled } from './cancel-rules';
import { CancelledChip, CancelledNote } from './cancelled-chip';
import { serviceProductQuery } from './queries';
import { ServiceCancelDialogs } from './service-cancel-dialogs';
import { canStillCancel } from './upcoming';
import { useCancelService } from './use-cancel-booking';

/**
 * Spec §2 "Service card": a booked treatment, cancellable until 24 hours before it starts (the
 * dialog says why not); one under way offers no cancel at all. `now` is the list's clock.
 */
export function ServiceCard({
  entry,
  now,
}: {
  entry: Extract<BookingEntry, { kind: 'service' }>;
  now: number;
}) {
  const { booking } = entry;
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  const [dialog, setDialog] = useState<'info' | 'confirm' | 'notAllowed' | null>(null);
  const product = useQuery(serviceProductQuery(booking.serviceProduct.id));
  const cancellation = useCancelService();

  const name = booking.serviceProduct.name;
  const start = booking.duration.start;
  const price = booking.price?.amount ?? product.data?.price.amount;
  const cancelled = isServiceCancelled(booking, product.data);
  const started = !canStillCancel(booking.duration, now);

  return (
    <BookingCard
      kind="service"
      start={start}
      title={name}
      facility={booking.businessUnit.name}
      badge={cancelled ? <CancelledChip label={t('service.cancelled')} /> : null}
      actions={
        <>
          <AddToCalendarButton name={name} times={bookedTimes(entry, { cancelled })} />
          {product.data ? (
            <PlainButton
              onClick={() => setDialog('info')}
              aria-label={t('readMoreAbout', { name })}
            >
              {t('readMore')}
            </PlainButton>
          ) : null}
          <PlainButton
            variant="outlined"
            color="secondary"
            disabled={cancelled || started || cancellation.isPending}
            // The 24 hours rule is checked at the click, against the time then.
            onClick={() => setDialog(canCancelService(start) ? 'confirm' : 'notAllowed')}
            aria-label={cancelled || started ? undefined : t('cancelNamed', { name })}
          >
            {cancelled ? t('service.cancelled') : started ? t('service.started') : t('cancel')}
          </PlainButton>
        </>
      }
    >
      {cancelled ? <CancelledNote text={t('service.cancelledText')} /> : null}
      <DetailList
        items={
          price === undefined ? [] : [{ label: t('price'), value: formatPrice(price, language) }]
        }
      />
      {product.isError ? <DetailsError /> : product.isPending ? <DetailsLoading /> : null}
      <InfoDialog
        open={dialog === 'info'}
        onClose={() => setDialog(null)}
        title={name}
        html={product.data?.description}
        emptyText={t('noInformation')}
        preserveLineBreaks
      />
      <ServiceCancelDialogs
        open={dialog === 'confirm' || dialog === 'notAllowed' ? dialog : null}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void cancellation.cancel(booking.id);
        }}
        name={name}
        start={start}
        facility={booking.businessUnit.name}
        price={price}
      />
    </BookingCard>
  );
}
