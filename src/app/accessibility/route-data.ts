// The accessibility statement (issue 24) is ours, unless the content site has a page with the same
// title: then a facility's own statement (its tests, its contact) replaces it. It is asked for on
// the server, so the page arrives whole (the contact is the footer's, which every page starts).
import { getListPagesQueryOptions } from '@generated/content/endpoints/pages/pages';
import type { ListPagesParams } from '@generated/content/model';
import type { Language } from '@/lib/language';
import type { RouteDataContext } from '@/lib/route-data';
import en from '@/locales/en/accessibility.json';
import sv from '@/locales/sv/accessibility.json';

/** 'Tillgänglighetsredogörelse' / 'Accessibility statement': the heading, and the title it is found by. */
export function statementTitle(language: Language): string {
  return { sv, en }[language].title;
}

export function statementPageParams(language: Language): ListPagesParams {
  return { search: statementTitle(language), lang: language };
}

export function startAccessibilityData({ queryClient, language }: RouteDataContext): void {
  void queryClient.prefetchQuery(getListPagesQueryOptions(statementPageParams(language)));
}
