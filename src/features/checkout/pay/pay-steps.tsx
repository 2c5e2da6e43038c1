import type { Order } from '@generated/booking/model';

interface Props {
  order: Order;
}

/**
 * Spec §2 "Checkout": the customer information step, then payment methods, terms and the pay
 * button (being built, issue 11).
 */
export function PaySteps(_props: Props) {
  return null;
}
