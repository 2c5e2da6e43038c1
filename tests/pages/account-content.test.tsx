// The member area's content-site pages and notes (spec §2 "Offers and membership information"):
// the page found by its title in the page language, shown sanitised under its menu name, the
// MyPagesLoaded event, the loading, error and cannot-find states, the members-only text, and the
// notes (brp_my_pages) on member pages, in both languages. The e2e suite keeps the menu journey,
// hostile HTML in a real browser (scripts, CSP, popups, overlays) and hand-made answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentAxios } from '@/lib/api/content-client';
import { browserQueryClient } from '@/lib/query-client';
import { openMemberPage } from './support/member-area';
import { expectAccessible, scenario } from './support/render-app';
import { holdCalls, recordCalls } from './support/calls';

let myPagesLoaded = 0;
const countMyPagesLoaded = () => (myPagesLoaded += 1);
beforeEach(() => {
  myPagesLoaded = 0;
  document.addEventListener('MyPagesLoaded', countMyPagesLoaded);
});
afterEach(() => document.removeEventListener('MyPagesLoaded', countMyPagesLoaded));

const PAGES = /\/wp\/v2\/pages$/;

describe('offers and membership information', () => {
  // The content site's page is found by its title (spec §2); on screen the page is called what
  // its menu entry says.
  const pages = [
    {
      path: '/mina-sidor/offers/',
      title: 'Mina erbjudande',
      heading: 'Erbjudanden',
      text: 'Erbjudanden för dig som är medlem',
      lang: 'sv',
    },
    {
      path: '/en/mina-sidor/offers/',
      title: 'My offers',
      heading: 'Offers',
      text: 'Offers for members',
      lang: 'en',
    },
    {
      path: '/mina-sidor/news/',
      title: 'Medlemsinformation',
      heading: 'Medlemsinformation',
      text: 'Ditt medlemskap',
      lang: 'sv',
    },
    {
      path: '/en/mina-sidor/news/',
      title: 'Membership information',
      heading: 'Membership information',
      text: 'Your membership',
      lang: 'en',
    },
  ];
  for (const { path, title, heading, text, lang } of pages) {
    test(`${path} shows the page '${title}' as '${heading}' and fires MyPagesLoaded`, async () => {
      const calls = recordCalls(contentAxios);
      await openMemberPage(path, heading);
      expect(await screen.findByRole('heading', { level: 2, name: text })).toBeVisible();
      expect(calls.filter((call) => PAGES.test(call.url))).toContainEqual(
        expect.objectContaining({ query: expect.objectContaining({ search: title, lang }) }),
      );
      await waitFor(() => expect(document.title).toMatch(new RegExp(`^${heading} - `)));
      // The menu entry says the same.
      expect(document.querySelector(`a[href="${path}"]`)).toHaveTextContent(heading);
      await waitFor(() => expect(myPagesLoaded).toBe(1));
      await expectAccessible();
    });
  }

  test("keeps the page HTML's harmless text and drops its scripts and handlers", async () => {
    scenario('GET', '/wp/v2/pages', 'example=script-injection');
    await openMemberPage('/mina-sidor/offers/', 'Erbjudanden');
    expect(await screen.findByText('Våra erbjudanden uppdateras varje månad.')).toBeVisible();
    expect(screen.getByText('Visa ditt medlemskort i receptionen.')).toBeVisible();
    const body = document.querySelector('main article')!;
    expect(body.querySelectorAll('script, [onerror]')).toHaveLength(0);
    await waitFor(() => expect(myPagesLoaded).toBe(1));
  });

  test('says the page cannot be found when no page has the title, and fires MyPagesLoaded', async () => {
    scenario('GET', '/wp/v2/pages', 'example=empty');
    await openMemberPage('/mina-sidor/offers/', 'Erbjudanden');
    expect(await screen.findByText('Sidan kunde inte hittas.')).toBeVisible();
    // Spec §2: the event says the page has loaded, found or not.
    await waitFor(() => expect(myPagesLoaded).toBe(1));
    await expectAccessible();
  });

  test('ignores a search hit whose title is not the page title', async () => {
    // The Swedish membership page answers an English offers search: not the page asked for.
    scenario('GET', '/wp/v2/pages', 'example=membership-info-sv');
    await openMemberPage('/en/mina-sidor/offers/', 'Offers');
    expect(await screen.findByText('The page could not be found.')).toBeVisible();
    expect(screen.queryByText('Ditt medlemskap')).toBeNull();
  });

  test('shows the error text when the content site fails', async () => {
    scenario('GET', '/wp/v2/pages', 'code=400');
    await openMemberPage('/en/mina-sidor/news/', 'Membership information');
    expect(
      await screen.findByText('Something went wrong. Please try again in a moment.'),
    ).toBeVisible();
    expect(myPagesLoaded).toBe(0);
    await expectAccessible();
  });

  test('shows the loading text while the page loads', async () => {
    const held = holdCalls('GET', PAGES, contentAxios);
    await openMemberPage('/mina-sidor/news/', 'Medlemsinformation');
    expect(await screen.findByRole('status')).toHaveTextContent('Laddar...');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Ditt medlemskap' })).toBeVisible();
    expect(screen.queryByText('Laddar...')).toBeNull();
  });

  test('without a subscription, offers say they are for members and load nothing', async () => {
    scenario('GET', '/customers/*/subscriptions', 'example=empty');
    const calls = recordCalls(contentAxios);
    await openMemberPage('/mina-sidor/offers/', 'Erbjudanden');
    expect(
      await screen.findByText('Den här sidan är för dig som har ett medlemskap.'),
    ).toBeVisible();
    expect(screen.queryByText('Erbjudanden för dig som är medlem')).toBeNull();
    await expectAccessible();
    expect(calls.filter((call) => PAGES.test(call.url))).toEqual([]);
    expect(myPagesLoaded).toBe(0);
  });

  test('without a subscription, the news in English say so and lead to the overview', async () => {
    scenario('GET', '/customers/*/subscriptions', 'example=empty');
    const calls = recordCalls(contentAxios);
    const { router } = await openMemberPage('/en/mina-sidor/news/', 'Membership information');
    expect(await screen.findByText('This page is for members with a membership.')).toBeVisible();
    expect(screen.queryByText('Your membership')).toBeNull();
    expect(calls.filter((call) => PAGES.test(call.url))).toEqual([]);
    expect(myPagesLoaded).toBe(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/mina-sidor/overview/'));
  });
});

describe('notes from the content site on member pages (brp_my_pages)', () => {
  const NOTES = /\/wp\/v2\/brp_my_pages$/;

  test('the bookings page shows its note in Swedish', async () => {
    const calls = recordCalls(contentAxios);
    await openMemberPage('/mina-sidor/bookings/', 'Bokningar');
    const note = await screen.findByRole('region', { name: 'Bra att veta' });
    expect(note).toHaveTextContent('Avboka gruppträning senast två timmar före start.');
    expect(calls.filter((call) => NOTES.test(call.url))).toContainEqual(
      expect.objectContaining({ query: expect.objectContaining({ lang: 'sv' }) }),
    );
    await expectAccessible();
  });

  test('the bookings page shows its note in English', async () => {
    const calls = recordCalls(contentAxios);
    await openMemberPage('/en/mina-sidor/bookings/', 'Bookings');
    const note = await screen.findByRole('region', { name: 'Good to know' });
    expect(note).toHaveTextContent(
      'Cancel group classes at the latest two hours before they start.',
    );
    expect(calls.filter((call) => NOTES.test(call.url))).toContainEqual(
      expect.objectContaining({ query: expect.objectContaining({ lang: 'en' }) }),
    );
  });

  test('a page without a note shows without one', async () => {
    const calls = recordCalls(contentAxios);
    await openMemberPage('/mina-sidor/purchases/', 'Mina köp');
    // The notes have come (and are none for this page) before the page is judged.
    expect(calls.filter((call) => NOTES.test(call.url))).not.toHaveLength(0);
    await waitFor(() => expect(browserQueryClient('sv').isFetching()).toBe(0));
    expect(screen.queryByTestId('member-page-note')).toBeNull();
  });

  test('a failing content site shows the page without a note', async () => {
    scenario('GET', '/wp/v2/brp_my_pages', 'code=400');
    const calls = recordCalls(contentAxios);
    await openMemberPage('/mina-sidor/bookings/', 'Bokningar');
    expect(calls.filter((call) => NOTES.test(call.url))).not.toHaveLength(0);
    await waitFor(() => expect(browserQueryClient('sv').isFetching()).toBe(0));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByTestId('member-page-note')).toBeNull();
  });

  test('posts without ACF fields cost no page its content: the pages show, without a note', async () => {
    // A site that does not expose ACF over REST sends no `acf`; one whose fields are empty, `[]`.
    scenario('GET', '/wp/v2/brp_my_pages', 'example=without-acf');
    await openMemberPage('/mina-sidor/bookings/', 'Bokningar');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByText('Något gick fel')).toBeNull();
    expect(screen.queryByTestId('member-page-note')).toBeNull();
  });

  test('posts without ACF fields leave the overview whole', async () => {
    scenario('GET', '/wp/v2/brp_my_pages', 'example=without-acf');
    await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
    const bookings = screen.getByRole('region', { name: 'Kommande bokningar' });
    expect(await within(bookings).findByText('Spinning 45')).toBeVisible();
    expect(screen.queryByText('Något gick fel')).toBeNull();
  });
});
