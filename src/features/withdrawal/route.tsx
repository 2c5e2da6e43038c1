// The withdrawal function (issue 44; lagen om distansavtal 2 kap. 10 §, as amended after
// Directive (EU) 2023/2673): "Ångra avtalet här" / "Withdraw from contract here". Its steps are
// the route's own action (a form POST per step, checked on the server, where the order is read
// from BRP and the withdrawal kept); the loader shows a member's purchases and withdrawals, or a
// kept withdrawal's acknowledgement (`?withdrawal=<id>`).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { languageFromPath } from '@/lib/language';
import { pathTo } from '@/lib/paths';
import { publicSessionContext, withdrawalsContext } from '@/lib/server-context';
import type { WithdrawalView } from '@/lib/withdrawal/withdrawal-types';
import { readIntent, readValues } from './logic/form';
import type { WithdrawableOrder } from './logic/withdrawable';
import type { StepState } from './logic/step-state';
import { answerStep, memberOrders } from './withdrawal-steps.server';

export type WithdrawalLoaderData =
  | { kind: 'unavailable' }
  | { kind: 'done'; withdrawal: WithdrawalView | null }
  /** `?status`: only the member's withdrawals (Mina sidor's purchases page loads them so). */
  | { kind: 'status'; withdrawals: WithdrawalView[] }
  | { kind: 'visitor'; orderNumber: string }
  | {
      kind: 'member';
      orderNumber: string;
      /** Null when BRP could not be asked: the page says so and offers to try again. */
      orders: WithdrawableOrder[] | null;
      withdrawals: WithdrawalView[];
    };

export type WithdrawalActionData = StepState;

export async function loader({
  request,
  context,
}: LoaderFunctionArgs): Promise<WithdrawalLoaderData> {
  const url = new URL(request.url);
  const service = context.get(withdrawalsContext);
  if (!service) return { kind: 'unavailable' };
  const id = url.searchParams.get('withdrawal');
  if (id !== null) return { kind: 'done', withdrawal: await service.view(id).catch(() => null) };
  const orderNumber = /^\d{1,10}$/.test(url.searchParams.get('order') ?? '')
    ? url.searchParams.get('order')!
    : '';
  const session = context.get(publicSessionContext);
  if (url.searchParams.has('status'))
    return {
      kind: 'status',
      withdrawals: session ? await service.ofCustomer(session.customerId) : [],
    };
  if (!session) return { kind: 'visitor', orderNumber };
  const [orders, withdrawals] = await Promise.all([
    memberOrders(session.customerId, service).catch(() => null),
    service.ofCustomer(session.customerId).catch(() => []),
  ]);
  return { kind: 'member', orderNumber, orders, withdrawals };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = readValues(form);
  const service = context.get(withdrawalsContext);
  if (!service)
    return data<WithdrawalActionData>(
      { step: 'order', values, errors: {}, failure: 'unavailable', order: null },
      { status: 503 },
    );
  const language = languageFromPath(new URL(request.url).pathname);
  const answer = await answerStep(
    readIntent(form),
    values,
    context.get(publicSessionContext),
    service,
    language,
  );
  if ('withdrawalId' in answer)
    return redirect(`${pathTo('withdrawal', language)}?withdrawal=${answer.withdrawalId}`);
  const { state } = answer;
  const status =
    state.failure === 'server'
      ? 502
      : state.failure !== null
        ? 422
        : Object.keys(state.errors).length > 0
          ? 400
          : 200;
  return data<WithdrawalActionData>(state, { status });
}

export { default } from './withdrawal-page';
