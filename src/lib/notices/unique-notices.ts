// Spec §5 "Notice": the content site's unique notices (`mild/v1/unique-messages`) that apply to a
// service at a facility on a day. Shared by the service time page and the checkout's line warning.
import type { UniqueNotice } from '@generated/content/model';

/** The facilities' slugs on the content site, by business unit id (spec §1, §9). */
export const SITE_SLUGS: Record<number, string> = {
  1: 'haga',
  3509: 'alvstranden',
  4128: 'drottningtorget',
};

export interface NoticeTarget {
  productId: number | null | undefined;
  siteId: number | null | undefined;
  /** 'YYYY-MM-DD' (Stockholm). */
  day: string | null | undefined;
}

/** Whether one notice applies: product listed, facility slug matching, day within its dates. */
export function noticeApplies(notice: UniqueNotice, { productId, siteId, day }: NoticeTarget) {
  if (!productId || !siteId || !day) return false;
  const slug = SITE_SLUGS[siteId];
  if (!slug) return false;
  if (!notice.service_ids.includes(productId)) return false;
  const units = notice.business_units;
  const siteMatches = Array.isArray(units) ? units.includes(slug) : units === slug;
  // 'YYYY-MM-DD' strings compare in calendar order.
  return siteMatches && notice.date_from <= day && day <= notice.date_to;
}

export interface NoticeTextOptions {
  /** An explicit day wins over the target's own. */
  day?: string | undefined;
  /** The day used when neither gives one (spec §5: absent start date means today). */
  today: string;
}

/**
 * The text of every notice that applies, joined with a blank line; '' when none does or when the
 * product, facility or day is missing, or the facility has no known slug.
 */
export function noticeText(
  notices: readonly UniqueNotice[] | undefined,
  target: Omit<NoticeTarget, 'day'> & { day?: string | null },
  { day, today }: NoticeTextOptions,
): string {
  const on = day ?? target.day ?? today;
  return (notices ?? [])
    .filter((notice) => noticeApplies(notice, { ...target, day: on }))
    .map((notice) => notice.message_text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** A notice or warning text as paragraphs: split at blank lines (spec §2 "Cart lines"). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
