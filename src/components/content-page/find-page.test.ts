// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WpPage } from '@generated/content/model';
import { findPageByTitle } from './find-page';

const page = (id: number, title: string): WpPage => ({
  id,
  title: { rendered: title },
  content: { rendered: `<p>${id}</p>`, protected: false },
});

describe('findPageByTitle', () => {
  it('picks the page whose rendered title matches, not merely the first search hit', () => {
    const pages = [page(1, 'Om oss – mina erbjudande i korthet'), page(2, 'Mina erbjudande')];
    expect(findPageByTitle(pages, 'Mina erbjudande')?.id).toBe(2);
  });

  it('ignores case, spacing, tags and entities in the rendered title', () => {
    expect(findPageByTitle([page(3, ' <b>My&nbsp;offers</b> ')], 'my offers')?.id).toBe(3);
  });

  it('finds nothing when no title matches', () => {
    expect(findPageByTitle([page(4, 'Nyheter')], 'Medlemsinformation')).toBeUndefined();
    expect(findPageByTitle([], 'Medlemsinformation')).toBeUndefined();
  });
});
