import Button from '@mui/material/Button';
import type { ServiceBooking } from '@generated/booking/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { BookingCard } from './booking-card';
import { DetailsError, DetailsLoading } from './booking-details';
import { canCancelService } from './cancel-rules';
import { serviceProductQuery } from './queries';
import { ServiceCancelDialogs } from './service-cancel-dialogs';
import { useCancelService } from './use-cancel-booking';

/** Spec §2 "Service card": a booked treatment, cancellable until 24 hours before it starts. */
export function ServiceCard({ booking }: { booking: ServiceBooking }) {
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  const [dialog, setDialog] = useState<'info' | 'confirm' | 'notAllowed' | null>(null);
  const product = useQuery(serviceProductQuery(booking.serviceProduct.id));
  const cancellation = useCancelService();

  const name = booking.serviceProduct.name;
  const start = booking.duration.start;
  const price = booking.price?.amount ?? product.data?.price.amount;
  const cancelled = booking.cancelled === true || product.data?.cancelled === true;

  return (
    <BookingCard
      kind="service"
      start={start}
      title={name}
      facility={booking.businessUnit.name}
      actions={
        <>
          {product.data ? (
            <Button onClick={() => setDialog('info')} aria-label={t('readMoreAbout', { name })}>
              {t('readMore')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            color="secondary"
            disabled={cancelled || cancellation.isPending}
            // The 24 hours rule is checked at the click, against the time then.
            onClick={() => setDialog(canCancelService(start) ? 'confirm' : 'notAllowed')}
            aria-label={cancelled ? undefined : t('cancelNamed', { name })}
          >
            {cancelled ? t('service.cancelled') : t('cancel')}
          </Button>
        </>
      }
    >
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
