import { describe, expect, it } from 'vitest';
import type { UniqueNotice } from '@generated/content/model';
import { noticeApplies, noticeText, paragraphs } from './unique-notices';

const notice = (over: Partial<UniqueNotice> = {}): UniqueNotice => ({
  service_ids: [701, 702],
  business_units: ['haga', 'drottningtorget'],
  date_from: '2026-01-12',
  date_to: '2026-01-14',
  message_text: 'Färre tider i dag.',
  ...over,
});
const at = { productId: 701, siteId: 1, day: '2026-01-13' };

describe('noticeApplies (spec §5)', () => {
  it('applies when the product, the facility slug and the day all match', () => {
    expect(noticeApplies(notice(), at)).toBe(true);
  });

  it('matches a single slug by equality and a list by membership', () => {
    expect(noticeApplies(notice({ business_units: 'haga' }), at)).toBe(true);
    expect(noticeApplies(notice({ business_units: 'alvstranden' }), at)).toBe(false);
    expect(noticeApplies(notice({ business_units: ['alvstranden'] }), at)).toBe(false);
    expect(noticeApplies(notice(), { ...at, siteId: 4128 })).toBe(true);
  });

  it('includes both ends of the date range and nothing outside it', () => {
    expect(noticeApplies(notice(), { ...at, day: '2026-01-12' })).toBe(true);
    expect(noticeApplies(notice(), { ...at, day: '2026-01-14' })).toBe(true);
    expect(noticeApplies(notice(), { ...at, day: '2026-01-11' })).toBe(false);
    expect(noticeApplies(notice(), { ...at, day: '2026-01-15' })).toBe(false);
  });

  it('never applies to another product, or without product, site or day, or to an unknown site', () => {
    expect(noticeApplies(notice(), { ...at, productId: 703 })).toBe(false);
    expect(noticeApplies(notice(), { ...at, productId: null })).toBe(false);
    expect(noticeApplies(notice(), { ...at, siteId: undefined })).toBe(false);
    expect(noticeApplies(notice(), { ...at, day: '' })).toBe(false);
    expect(noticeApplies(notice(), { ...at, siteId: 999 })).toBe(false);
  });
});

describe('noticeText', () => {
  const today = '2026-01-13';

  it('joins every matching notice with a blank line', () => {
    const list = [
      notice(),
      notice({ message_text: 'Bastun är stängd.' }),
      notice({ service_ids: [9] }),
    ];
    expect(noticeText(list, at, { today })).toBe('Färre tider i dag.\n\nBastun är stängd.');
  });

  it('uses today when no day is given, and an explicit day over the target day', () => {
    const list = [notice({ date_from: today, date_to: today })];
    expect(noticeText(list, { productId: 701, siteId: 1 }, { today })).toBe('Färre tider i dag.');
    expect(noticeText(list, { ...at, day: today }, { day: '2026-01-20', today })).toBe('');
  });

  it('is empty without notices or without a match', () => {
    expect(noticeText(undefined, at, { today })).toBe('');
    expect(noticeText([notice()], { ...at, siteId: 3509 }, { today })).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits at blank lines and drops empty parts', () => {
    expect(paragraphs('Ett.\n\nTvå\nrader.\n \nTre.\n\n')).toEqual(['Ett.', 'Två\nrader.', 'Tre.']);
  });
});
