import { getListPagesQueryKey, listPages } from '@generated/content/endpoints/pages/pages';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import type { Subscription } from '@generated/booking/model';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { Language } from '@/lib/language';
import { memberSubscriptionsQuery } from './member-data-queries';
import { membersOnlyContentTitle, startMembersOnlyContent } from './members-only-content';

vi.mock('@generated/content/endpoints/pages/pages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@generated/content/endpoints/pages/pages')>()),
  listPages: vi.fn(),
}));

const CUSTOMER = 4711;
const page = {
  id: 1,
  title: { rendered: 'Mina erbjudande' },
  content: { rendered: '<p>20 %</p>' },
};

function start(queryClient: QueryClient, language: Language = 'sv') {
  startMembersOnlyContent('offers')({
    queryClient,
    language,
    params: {},
    url: new URL('http://shop.test/mina-sidor/offers/'),
    customerId: CUSTOMER,
    cart: NO_STORED_CART,
  });
}

/** The key ContentPage asks with: `useListPages({ search: title, lang })`. */
const contentKey = (language: Language) =>
  getListPagesQueryKey({ search: membersOnlyContentTitle('offers', language), lang: language });

describe('startMembersOnlyContent', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = createQueryClient();
    vi.mocked(listPages)
      .mockReset()
      .mockResolvedValue([page] as never);
  });
  afterEach(() => queryClient.clear());

  it('asks a member’s content under the key the page reads, in the page language', async () => {
    queryClient.setQueryData(memberSubscriptionsQuery(CUSTOMER).queryKey, [{} as Subscription]);
    start(queryClient, 'en');
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(contentKey('en'))?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(contentKey('en'))).toEqual([page]);
    expect(listPages).toHaveBeenCalledWith(
      { search: 'My offers', lang: 'en' },
      undefined,
      expect.any(AbortSignal),
    );
  });

  it('waits for the subscriptions still on their way (the frame’s query), then asks', async () => {
    let answer: (subscriptions: Subscription[]) => void = () => {};
    void queryClient.prefetchQuery({
      queryKey: memberSubscriptionsQuery(CUSTOMER).queryKey,
      queryFn: () => new Promise<Subscription[]>((resolve) => (answer = resolve)),
    });
    start(queryClient);
    await Promise.resolve();
    expect(listPages).not.toHaveBeenCalled();
    answer([{} as Subscription]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(contentKey('sv'))?.status).toBe('success'),
    );
  });

  it('never asks for a customer without a subscription: the page shows no content', async () => {
    queryClient.setQueryData(memberSubscriptionsQuery(CUSTOMER).queryKey, []);
    start(queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(contentKey('sv'))?.status).toBe('error'),
    );
    expect(listPages).not.toHaveBeenCalled();
  });

  it('starts nothing for a visitor who is not signed in', () => {
    startMembersOnlyContent('news')({
      queryClient,
      language: 'sv',
      params: {},
      url: new URL('http://shop.test/mina-sidor/news/'),
      customerId: null,
      cart: NO_STORED_CART,
    });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
