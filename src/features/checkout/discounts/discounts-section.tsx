import type { Order } from '@generated/booking/model';

interface Props {
  order: Order;
}

/**
 * Spec §2 "Checkout": discount codes and value cards of the order (being built, issue 11).
 */
export function DiscountsSection(_props: Props) {
  return null;
}
