import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NoShow } from '@generated/booking/model';
import { BookingRulesPanel } from './booking-rules-panel';
import { noShowsQuery, quotaQuery, type QuotaTarget } from './booking-rules-queries';

const NOW = Date.parse('2026-03-25T09:07:00.000Z');
const SPINNING: QuotaTarget = {
  product: 21,
  name: 'Spinning 45',
  timePoint: '2026-03-26T06:00:00.000Z',
};

/** The panel with its answers already in the cache (no network in unit tests). */
function renderPanel(noShows: NoShow[], remaining: number | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(noShowsQuery(4711, NOW).queryKey, noShows);
  if (remaining !== null)
    client.setQueryData(quotaQuery(4711, SPINNING).queryKey, {
      numberOfBookingsRemaining: remaining,
    });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/booking/']}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  render(
    wrap(
      <BookingRulesPanel
        customerId={4711}
        now={NOW}
        quotaFor={remaining === null ? null : SPINNING}
      />,
    ),
  );
  return screen.getByRole('region', { name: /bokningsregler|booking rules/ });
}

const strike = (id: number, startTime: string, status: NoShow['status'] = 'ACTIVE'): NoShow => ({
  id,
  startTime,
  status,
  bookingType: 'GROUP_ACTIVITY',
});

describe('BookingRulesPanel', () => {
  it('counts the strikes that still count, names the latest, and tells the bookings left', () => {
    const panel = renderPanel(
      [
        strike(1, '2025-09-16T16:00:00.000Z', 'OLD'),
        strike(2, '2025-12-18T06:00:00.000Z'),
        strike(3, '2026-01-07T17:00:00.000Z'),
      ],
      1,
    );
    expect(within(panel).getByTestId('strikes')).toHaveTextContent(
      'Du har 2 prickar för uteblivna pass (senast 7 januari). Med för många prickar kan du inte boka förrän någon har gått ut.',
    );
    expect(within(panel).getByTestId('quota')).toHaveTextContent(
      'Du kan boka 1 pass till av Spinning 45 enligt bokningsreglerna.',
    );
  });

  it('says so when there are no strikes and the quota is used up', () => {
    const panel = renderPanel([], 0);
    expect(within(panel).getByTestId('strikes')).toHaveTextContent(
      'Du har inga prickar för uteblivna pass.',
    );
    expect(within(panel).getByTestId('quota')).toHaveTextContent(
      'Du kan inte boka fler pass av Spinning 45 just nu enligt bokningsreglerna.',
    );
  });

  it('has no quota line without a class to tell it for', () => {
    const panel = renderPanel([], null);
    expect(within(panel).queryByTestId('quota')).toBeNull();
  });
});
