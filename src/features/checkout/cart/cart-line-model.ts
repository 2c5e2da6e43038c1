// What one cart line shows (spec §2 "Cart lines"), as plain values that the line's component
// renders (and unit tests read without React).
import type { Language } from '@/lib/language';
import { formatPrice } from '@/lib/money';
import { noticeText, paragraphs } from '@/lib/notices/unique-notices';
import { stockholmDay } from '@/lib/stockholm-days';
import type {
  OrderEntryItem,
  OrderEventItem,
  OrderServiceItem,
  ServiceAddition,
} from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import { serviceWhenParts, type ServiceWhenParts } from '../components/service-when-parts';
import type { CartLine, LineType } from '../logic/totals';

export interface CartLineModel {
  name: string;
  /** A service's day and times; null for other item types, which show their kind instead. */
  when: ServiceWhenParts | null;
  type: LineType;
  /** The names of the additions that come with a service (mandatory or pre-selected). */
  included: string[];
  /** The line warning's paragraphs (spec §4), checked against the selected facility. */
  warning: string[];
  price: string;
  /** The coupon on the line, if any. */
  couponName: string | null;
  /** An entry line's day and window (its first entry's); null for other lines. */
  entryWhen: ServiceWhenParts | null;
  /** A course line's round (BRP's event name); null for other lines. */
  eventName: string | null;
  quantity: number;
}

/** The window of an entry line: BRP gives each entry its start and end. */
function entryWindow(line: CartLine): { start: string; end: string } | null {
  if (line.type !== 'entries') return null;
  const first = (line.item as OrderEntryItem).entries?.[0];
  return first?.start && first.end ? { start: first.start, end: first.end } : null;
}

export function isServiceLine(line: CartLine): line is CartLine & { item: OrderServiceItem } {
  return line.type === 'services' && 'duration' in line.item;
}

/** The additions that come with the booking: mandatory or pre-selected (spec §2). */
export function includedAdditions(additions: readonly ServiceAddition[]): ServiceAddition[] {
  return additions.filter(
    (a) =>
      a.selectOptions?.NEW_SERVICE_BOOKING?.mandatory ||
      a.selectOptions?.NEW_SERVICE_BOOKING?.preSelected,
  );
}

export function cartLineModel(
  line: CartLine,
  {
    site,
    notices,
    included,
    language,
  }: {
    /** The selected facility (the stored one, else the order's). */
    site: number;
    notices: readonly UniqueNotice[];
    included: readonly ServiceAddition[] | undefined;
    language: Language;
  },
): CartLineModel {
  const { item } = line;
  const service = isServiceLine(line) ? line.item : null;
  // The line's own day: it always has one, so the notice rule's "today" fallback is never used.
  const day = service ? stockholmDay(service.duration.start) : null;
  const warning =
    service && day
      ? noticeText(notices, { productId: item.product.id, siteId: site }, { day, today: day })
      : '';
  return {
    name: item.product.name,
    when: service ? serviceWhenParts(service.duration, language) : null,
    type: line.type,
    included: service ? (included ?? []).map((a) => a.addition.name) : [],
    warning: warning ? paragraphs(warning) : [],
    price: formatPrice(item.price.amount, language),
    couponName: item.coupon ? item.coupon.name : null,
    entryWhen: ((window) => (window ? serviceWhenParts(window, language) : null))(
      entryWindow(line),
    ),
    eventName: line.type === 'events' ? ((item as OrderEventItem).event?.name ?? null) : null,
    quantity: item.quantity,
  };
}
