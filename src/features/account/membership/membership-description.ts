import type { Customer, Subscription } from '@generated/booking/model';

/**
 * Spec §6: for a customer with a customer type the description is fetched fresh from the
 * product (GET products/subscriptions/{id}); otherwise the subscription's own copy is used.
 */
export function usesProductDescription(customer: Pick<Customer, 'customerType'>): boolean {
  return customer.customerType !== null && customer.customerType !== undefined;
}

/**
 * The HTML to show in the information dialog: the product's description when it was fetched,
 * the subscription's when the product is not asked for or could not be loaded.
 */
export function membershipDescription(
  subscription: Pick<Subscription, 'subscriptionProduct'>,
  fresh: { asked: boolean; description?: string | undefined; failed: boolean },
): string | undefined {
  if (!fresh.asked || fresh.failed) return subscription.subscriptionProduct.description;
  return fresh.description;
}
