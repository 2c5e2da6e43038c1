import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage } from '@/lib/lazy-page';
import { routeSegment } from '@/lib/paths';
import { startsData } from '@/lib/route-data';
import { startCheckoutData } from './route-data';

const CheckoutPage = lazyPage(() => import('./page/checkout-page'));

/** Spec §2: the checkout and receipt screen, kassa/ in Swedish and checkout/ in English. */
export function checkoutRoutes(language: Language): RouteObject[] {
  return [
    {
      path: routeSegment('checkout', language),
      element: <CheckoutPage />,
      ...startsData(startCheckoutData),
    },
  ];
}
