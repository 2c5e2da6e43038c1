import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WaitingListNote } from '@/components/booking-rules/waiting-list-note';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { PlainButton } from '@/components/plain-button/plain-button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';
import { bookedTimes } from './booked-times';
import { BookingCard } from './booking-card';
import type { BookingEntry } from './booking-days';
import { DetailsError, DetailsLoading } from './booking-details';
import { groupActivityCancelTarget, isClassCancelled } from './cancel-rules';
import { CancelledChip, CancelledNote } from './cancelled-chip';
import { GroupActivityInfoDialog, type DetailState } from './group-activity-info-dialog';
import { groupActivityDetailQuery, groupActivityProductQuery } from './queries';
import { canStillCancel } from './upcoming';
import { useCancelGroupActivity } from './use-cancel-booking';

/**
 * Spec §2 "Group activity card": a booked class or a waiting-list place. `now` is the clock the
 * list was judged by (use-booking-clock.ts).
 */
export function GroupActivityCard({
  entry,
  now,
}: {
  entry: Extract<BookingEntry, { kind: 'groupActivity' }>;
  now: number;
}) {
  const { booking } = entry;
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  const [dialog, setDialog] = useState<'info' | 'confirm' | null>(null);
  const detail = useQuery(
    groupActivityDetailQuery(booking.businessUnit.id, booking.groupActivity.id),
  );
  // The description is only in "read more": asked for when the member shows an intent to open it
  // (pointer over or focus on the button) or opens it, not for every card of the page.
  const queryClient = useQueryClient();
  const productId = detail.data?.groupActivityProduct.id ?? 0;
  const product = useQuery({
    ...groupActivityProductQuery(productId),
    enabled: dialog === 'info' && productId > 0,
  });
  const prefetchProduct = () => {
    if (productId > 0) void queryClient.prefetchQuery(groupActivityProductQuery(productId));
  };
  const cancellation = useCancelGroupActivity();

  const name = booking.groupActivity.name;
  const start = booking.duration.start;
  const target = groupActivityCancelTarget(booking);
  const cancelled = isClassCancelled(detail.data);
  const started = !canStillCancel(booking.duration, now);
  const waitingPosition =
    booking.type === 'waitingListBooking'
      ? booking.waitingListBooking?.waitingListPosition
      : undefined;

  // The waiting-list place comes with the booking; free places need the class's details.
  const details: Detail[] = [];
  if (waitingPosition !== undefined) {
    details.push({ label: t('groupActivity.waitingListPosition'), value: waitingPosition });
  } else if (detail.data) {
    details.push({ label: t('groupActivity.slotsLeft'), value: detail.data.slots.leftToBook });
  }
  const productState: DetailState = product.isError ? 'error' : product.data ? 'ready' : 'loading';

  return (
    <BookingCard
      kind="groupActivity"
      start={start}
      title={name}
      facility={booking.businessUnit.name}
      badge={cancelled ? <CancelledChip label={t('groupActivity.cancelled')} /> : null}
      actions={
        <>
          <AddToCalendarButton name={name} times={bookedTimes(entry, { cancelled })} />
          {detail.data ? (
            <PlainButton
              onClick={() => setDialog('info')}
              onPointerEnter={prefetchProduct}
              onFocus={prefetchProduct}
              aria-label={t('readMoreAbout', { name })}
            >
              {t('readMore')}
            </PlainButton>
          ) : null}
          <PlainButton
            variant="outlined"
            color="secondary"
            disabled={cancelled || started || target === null || cancellation.isPending}
            onClick={() => setDialog('confirm')}
            aria-label={cancelled || started ? undefined : t('cancelNamed', { name })}
          >
            {cancelled
              ? t('groupActivity.cancelled')
              : started
                ? t('groupActivity.started')
                : t('cancel')}
          </PlainButton>
        </>
      }
    >
      {/* A cancelled class says so where its places would be: they no longer matter. */}
      {cancelled ? (
        <CancelledNote text={t('groupActivity.cancelledText')} />
      ) : details.length > 0 ? (
        <DetailList items={details} />
      ) : null}
      {waitingPosition !== undefined && !cancelled && !started ? (
        <WaitingListNote
          bookableUntil={
            detail.data ? (detail.data.bookableLatestExtended ?? detail.data.bookableLatest) : null
          }
        />
      ) : null}
      {detail.isError ? <DetailsError /> : detail.isPending ? <DetailsLoading /> : null}
      <GroupActivityInfoDialog
        open={dialog === 'info'}
        onClose={() => setDialog(null)}
        title={name}
        description={product.data?.description}
        externalMessage={detail.data?.externalMessage}
        state={productState}
      />
      <ConfirmDialog
        open={dialog === 'confirm'}
        title={t(
          waitingPosition !== undefined
            ? 'groupActivity.confirmWaitingListTitle'
            : 'groupActivity.confirmTitle',
        )}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          if (target) void cancellation.cancel(target);
        }}
      >
        <Typography>
          {`${name}, ${t('at', { date: formatWeekdayDayMonth(start, language), time: formatTime(start) })}, ${booking.businessUnit.name}`}
        </Typography>
      </ConfirmDialog>
    </BookingCard>
  );
}
