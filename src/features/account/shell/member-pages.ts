import type { Language } from '@/lib/language';
import { MEMBER_PAGES, memberPagePath, type MemberPage } from '@/lib/paths';

/** Pages only for customers with a subscription (spec §2: hidden from the others). */
const MEMBERS_ONLY: readonly MemberPage[] = ['offers', 'news'];

/** Spec §2: news and offers are hidden when the customer has no subscriptions. */
export function visibleMemberPages(hasSubscriptions: boolean): MemberPage[] {
  return MEMBER_PAGES.filter((page) => hasSubscriptions || !MEMBERS_ONLY.includes(page));
}

/** One rule for the menu and the pages themselves: a hidden page is not shown by URL either. */
export function canOpenMemberPage(page: MemberPage, hasSubscriptions: boolean): boolean {
  return visibleMemberPages(hasSubscriptions).includes(page);
}

/** `/mina-sidor/bookings` and `/mina-sidor/bookings/` are the same page. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The member page at `pathname` among `pages`, else the overview (what the menu marks). */
export function currentMemberPage(
  pathname: string,
  language: Language,
  pages: readonly MemberPage[] = MEMBER_PAGES,
): MemberPage {
  return (
    pages.find((page) => withSlash(pathname).startsWith(memberPagePath(page, language))) ??
    'overview'
  );
}
