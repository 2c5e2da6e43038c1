// What the value cards route starts (src/lib/route-data.ts): the member's cards, then, when there
// are any, the products their descriptions come from (the page asks for them only then too).
import type { RouteDataContext } from '@/lib/route-data';
import { customerValueCardsQuery, valueCardProductsQuery } from './queries';

export function startValueCardsData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.fetchQuery(customerValueCardsQuery(customerId)).then(
    (cards) => {
      if (cards.length > 0) void queryClient.prefetchQuery(valueCardProductsQuery());
    },
    () => {
      // The page shows the failure and asks again.
    },
  );
}
