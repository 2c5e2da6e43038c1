// The withdrawal function's server side of each step (the route's action and loader): the order
// is read from BRP at every step (a visitor's by its number, only anonymous orders, and its
// e-mail must match; a member's among their own), what can be withdrawn is worked out again, and
// only the last step keeps anything (the withdrawal service, server/withdrawal-service.ts).
import { getCustomer } from '@generated/booking/endpoints/customers/customers';
import { listOrders } from '@generated/booking/endpoints/orders/orders';
import type { Language } from '@/lib/language';
import type { PublicSession } from '@/lib/session';
import type { WithdrawalService } from '@/lib/withdrawal/withdrawal-service';
import {
  detailErrors,
  hasErrors,
  lineErrors,
  orderErrors,
  type FormValues,
  type Intent,
  type Step,
} from './logic/form';
import type { Failure, StepAnswer, StepState } from './logic/step-state';
import { sameEmail, withdrawable, type WithdrawableOrder } from './logic/withdrawable';

type Resolved = { order: WithdrawableOrder } | { failure: Failure };

async function resolveOrder(
  values: FormValues,
  session: PublicSession | null,
  service: WithdrawalService,
): Promise<Resolved> {
  const number = Number(values.orderNumber);
  try {
    // Without a token BRP shows only anonymous orders for a number: a visitor never reads a
    // customer's order, whatever number they try.
    const orders = session
      ? await listOrders({ customer: session.customerId })
      : await listOrders({ orderNumber: number });
    const order = orders.find((candidate) => candidate.number === number);
    if (!order || (session && order.customer?.id !== session.customerId))
      return { failure: 'notFound' };
    if (!session && !sameEmail(order.receiverTarget, values.orderEmail))
      return { failure: 'emailMismatch' };
    const result = withdrawable(order, service.now(), await service.withdrawnItems(order.id));
    if (result.nothing) return { failure: `nothing.${result.nothing}` };
    return { order: result };
  } catch {
    return { failure: 'server' };
  }
}

/** A member's purchases that can still be withdrawn from, newest first. */
export async function memberOrders(
  customerId: number,
  service: WithdrawalService,
): Promise<WithdrawableOrder[]> {
  const orders = await listOrders({ customer: customerId });
  const results = await Promise.all(
    orders.map(async (order) =>
      withdrawable(order, service.now(), await service.withdrawnItems(order.id)),
    ),
  );
  return results
    .filter((result) => result.nothing === null)
    .sort((a, b) => Date.parse(b.order.created) - Date.parse(a.order.created));
}

const state = (
  step: Step,
  values: FormValues,
  extra: Partial<Omit<StepState, 'step' | 'values'>> = {},
): StepState => ({ step, values, errors: {}, failure: null, order: null, ...extra });

/** The member's name and e-mail, to start the details step with. */
async function memberDetails(customerId: number) {
  try {
    const customer = await getCustomer(customerId);
    return {
      name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      email: customer.email ?? '',
    };
  } catch {
    return { name: '', email: '' };
  }
}

export async function answerStep(
  intent: Intent,
  values: FormValues,
  session: PublicSession | null,
  service: WithdrawalService,
  language: Language,
): Promise<StepAnswer> {
  const visitor = session === null;
  const target: Step = intent.go === 'back' ? intent.to : intent.from;
  // The order step's own fields first: without them there is no order to read.
  const own = orderErrors(values, visitor);
  if (hasErrors(own)) return { state: state('order', values, { errors: own }) };
  const resolved = await resolveOrder(values, session, service);
  if ('failure' in resolved) {
    // A failure of BRP or the database: the same step again, to try again with what was typed.
    const at = resolved.failure === 'server' ? target : 'order';
    return { state: state(at, values, { failure: resolved.failure }) };
  }
  const { order } = resolved;
  const offered = order.lines.map((line) => line.itemId);
  if (intent.go === 'back') return { state: state(intent.to, values, { order }) };

  switch (intent.from) {
    case 'order': {
      // Everything that can be withdrawn is chosen to start with; the customer unticks.
      return { state: state('lines', { ...values, lines: offered }, { order }) };
    }
    case 'lines': {
      const errors = lineErrors(values, offered);
      if (hasErrors(errors)) return { state: state('lines', values, { order, errors }) };
      let details = { name: values.name, email: values.email || values.orderEmail };
      if (session && (!details.name || !details.email)) {
        const member = await memberDetails(session.customerId);
        details = { name: details.name || member.name, email: details.email || member.email };
      }
      return { state: state('details', { ...values, ...details }, { order }) };
    }
    case 'details': {
      const errors = detailErrors(values);
      if (hasErrors(errors)) return { state: state('details', values, { order, errors }) };
      return { state: state('confirm', values, { order }) };
    }
    case 'confirm': {
      const errors = { ...lineErrors(values, offered), ...detailErrors(values) };
      if (hasErrors(errors))
        return { state: state(errors.lines ? 'lines' : 'details', values, { order, errors }) };
      try {
        const withdrawal = await service.withdraw({
          customerId: session?.customerId ?? null,
          name: values.name,
          email: values.email,
          language,
          details: {
            order: order.order,
            lines: order.lines.filter((line) => values.lines.includes(line.itemId)),
          },
        });
        return { withdrawalId: withdrawal.id };
      } catch {
        return { state: state('confirm', values, { order, failure: 'server' }) };
      }
    }
  }
}
