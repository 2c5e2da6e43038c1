// What each step of the withdrawal form answers (the route's action), for the page to show.
import type { FieldErrors, FormValues, Step } from './form';
import type { NothingReason, WithdrawableOrder } from './withdrawable';

export type Failure =
  'notFound' | 'emailMismatch' | `nothing.${NothingReason}` | 'server' | 'unavailable';

/** What a step answers: the step to show, what was typed, what is wrong, and the order. */
export interface StepState {
  step: Step;
  values: FormValues;
  errors: FieldErrors;
  failure: Failure | null;
  order: WithdrawableOrder | null;
}

export type StepAnswer = { state: StepState } | { withdrawalId: string };
