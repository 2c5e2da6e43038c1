// What the withdrawal function's route asks of the server (server/withdrawal-service.ts), given
// to it through the request's context (server-context.ts): keep a withdrawal and send its
// e-mails, read one back, list a member's.
import type { Language } from '../language';
import type { WithdrawalDetails, WithdrawalView } from './withdrawal-types';

export interface WithdrawalRequest {
  /** The signed-in customer; null for a visitor (who proved the order by its e-mail address). */
  customerId: number | null;
  name: string;
  email: string;
  language: Language;
  details: WithdrawalDetails;
}

export interface WithdrawalService {
  /** The server's clock (the withdrawal period is counted on it). */
  now(): Date;
  /** Keeps the withdrawal and its two e-mails (to the customer, to the facility), then sends them. */
  withdraw(request: WithdrawalRequest): Promise<WithdrawalView>;
  view(id: string): Promise<WithdrawalView | null>;
  ofCustomer(customerId: number): Promise<WithdrawalView[]>;
  /** The order's items already withdrawn from. */
  withdrawnItems(orderId: number): Promise<Set<number>>;
}
