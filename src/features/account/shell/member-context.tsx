import { createContext, useContext } from 'react';
import type { Customer, Subscription } from '@generated/booking/model';

export interface MemberData {
  customerId: number;
  customer: Customer;
  subscriptions: Subscription[];
  /** A jpeg data URL, or null when there is none or it could not be loaded. */
  profileImage: string | null;
}

export const MemberContext = createContext<MemberData | null>(null);

/** The signed-in customer's data, for pages inside the member area. */
export function useMember(): MemberData {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember must be used inside the member area');
  return member;
}
