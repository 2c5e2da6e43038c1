import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES } from '@/lib/paths';
import { canOpenMemberPage, visibleMemberPages } from './member-pages';

describe('member pages', () => {
  it('lists every page, in the menu order, for a customer with subscriptions', () => {
    expect(visibleMemberPages(true)).toEqual(MEMBER_PAGES);
  });

  it('hides offers and news from a customer without subscriptions, in the menu and by URL', () => {
    expect(visibleMemberPages(false)).not.toContain('offers');
    expect(visibleMemberPages(false)).not.toContain('news');
    expect(canOpenMemberPage('offers', false)).toBe(false);
    expect(canOpenMemberPage('news', false)).toBe(false);
    expect(canOpenMemberPage('offers', true)).toBe(true);
    expect(canOpenMemberPage('bookings', false)).toBe(true);
  });
});
