import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import type { BookingEntry } from './booking-days';

interface Props {
  kind: BookingEntry['kind'];
  /** The start time shown big on the left; null while unknown. */
  start: string | null;
  title: string;
  facility: string;
  /** A mark beside the kind, such as "Inställt". */
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The frame every booking card shares: start time, kind, name and facility, then details and
 * buttons. Plain elements on the classes of booking-card-styles.ts (written by the day list).
 */
export function BookingCard({ kind, start, title, facility, badge, children, actions }: Props) {
  const { t } = useTranslation('account-bookings');
  const titleId = useId();
  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <div className="booking-card-content">
        <div className="booking-card-row">
          <p className="booking-card-time" data-testid="booking-time">
            {start ? <time dateTime={start}>{formatTime(start)}</time> : '–'}
          </p>
          <div className="booking-card-main">
            <div className="booking-card-kind-row">
              <p className="booking-card-kind">{t(`kind.${kind}`)}</p>
              {badge}
            </div>
            <h3 className="booking-card-title" id={titleId}>
              {title}
            </h3>
            <p className="booking-card-facility" data-testid="booking-facility">
              {facility}
            </p>
            {children ? <div className="booking-card-details">{children}</div> : null}
          </div>
        </div>
      </div>
      {actions ? <div className="booking-card-actions">{actions}</div> : null}
    </article>
  );
}
