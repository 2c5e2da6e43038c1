// The analytics data layer (Google Tag Manager's window.dataLayer): events are pushed, a tag
// manager on the real site picks them up. Without one the array just collects them. Nothing is
// pushed until the visitor has accepted analytics (IMY): an event before that, or after a
// rejection, is dropped, not kept for later (docs/decisions/034-consent-before-analytics.md).
import { analyticsAllowed } from './consent/analytics-consent';

export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes one event to window.dataLayer, creating the array when no tag manager has; drops it
 * while the visitor has not accepted analytics.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Spec §4 "Create account": a new account is reported as a sign-up. */
export function trackSignUp(): void {
  pushToDataLayer({ event: 'sign_up' });
}

export interface RemovedLine {
  id: number;
  product: { id: number; name: string };
  /** Minor units. */
  price: { amount: number };
}

/**
 * Spec §4 "Line removal": a removed cart line, pushed once after the removal succeeded, in
 * kronor (price / 100), quantity 1, currency SEK, with the spec's category.
 */
export function trackRemoveFromCart(line: RemovedLine): void {
  const price = line.price.amount / 100;
  pushToDataLayer({
    event: 'remove_from_cart',
    ecommerce: {
      currency: 'SEK',
      value: price,
      items: [
        {
          item_id: String(line.product.id),
          item_name: line.product.name,
          item_category: 'valueCard',
          price,
          quantity: 1,
        },
      ],
    },
  });
}

export interface AddedItem {
  id: number;
  name: string;
  /** Minor units. */
  price: number;
  /** Spec §9: treatments, courses or valueCard. */
  category: string;
}

/** An item put in the cart, in kronor (price / 100), quantity 1, currency SEK (spec §9). */
export function trackAddToCart(item: AddedItem): void {
  const price = item.price / 100;
  pushToDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: 'SEK',
      value: price,
      items: [
        {
          item_id: String(item.id),
          item_name: item.name,
          item_category: item.category,
          price,
          quantity: 1,
        },
      ],
    },
  });
}
