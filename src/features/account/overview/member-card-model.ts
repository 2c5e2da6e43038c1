// What the member card shows (spec §2 "Overview"), from the member's data, as plain values that
// member-card.tsx renders (and unit tests read without React).
import type { Customer } from '@generated/booking/model';
import { initialsOf } from '@/components/profile-avatar/initials';

/** Spec §2: the card is a membership card when the customer has subscriptions, else a customer card. */
export function memberCardTitleKey(
  subscriptions: readonly unknown[],
): 'memberCard' | 'customerCard' {
  return subscriptions.length > 0 ? 'memberCard' : 'customerCard';
}

export interface MemberCardModel {
  /** 'membercard' with subscriptions, else 'customer card'. */
  titleKey: 'memberCard' | 'customerCard';
  name: string;
  /** The number is the customer id. */
  number: string;
  /** The membership type's name, or '-'. */
  type: string;
  initials: string;
}

export function memberCardModel(
  customer: Pick<Customer, 'firstName' | 'lastName'> & { customerType?: { name?: string } },
  customerId: number,
  subscriptions: readonly unknown[],
): MemberCardModel {
  return {
    titleKey: memberCardTitleKey(subscriptions),
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    number: String(customerId),
    type: customer.customerType?.name || '-',
    initials: initialsOf(customer.firstName, customer.lastName),
  };
}
