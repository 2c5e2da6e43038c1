// The withdrawal function's form: what each step posts, read and checked on the server (the
// route's action), with an error code per field that the page shows in its language. Everything
// typed travels along in the form, so a step that fails keeps it.

export type Step = 'order' | 'lines' | 'details' | 'confirm';
export const STEPS: readonly Step[] = ['order', 'lines', 'details', 'confirm'];

/** What the customer asks of a step: go on from it, or go back to it. */
export type Intent = { go: 'next'; from: Step } | { go: 'back'; to: Step };

export interface FormValues {
  orderNumber: string;
  /** The address the receipt went to (a visitor's proof of the order). */
  orderEmail: string;
  /** The order items chosen, by BRP's id. */
  lines: number[];
  name: string;
  email: string;
}

export type FieldError =
  'required' | 'orderNumber' | 'email' | 'tooLong' | 'chooseLine' | 'chooseOrder';
export type FieldErrors = Partial<Record<keyof FormValues, FieldError>>;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max + 1) : '';
};

export function readIntent(form: FormData): Intent {
  const [go, step] = String(form.get('intent') ?? '').split(':');
  const known = STEPS.includes(step as Step) ? (step as Step) : 'order';
  return go === 'back' ? { go: 'back', to: known } : { go: 'next', from: known };
}

export function readValues(form: FormData): FormValues {
  return {
    orderNumber: text(form, 'orderNumber', 12),
    orderEmail: text(form, 'orderEmail', EMAIL_MAX),
    lines: form
      .getAll('line')
      .slice(0, 50)
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    name: text(form, 'name', NAME_MAX),
    email: text(form, 'email', EMAIL_MAX),
  };
}

const emailError = (value: string): FieldError | undefined =>
  value === ''
    ? 'required'
    : value.length > EMAIL_MAX
      ? 'tooLong'
      : EMAIL.test(value)
        ? undefined
        : 'email';

/** The order step: a visitor names the order and its e-mail; a member chooses one of theirs. */
export function orderErrors(values: FormValues, visitor: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (values.orderNumber === '') errors.orderNumber = visitor ? 'required' : 'chooseOrder';
  else if (!/^\d{1,10}$/.test(values.orderNumber)) errors.orderNumber = 'orderNumber';
  if (visitor) {
    const email = emailError(values.orderEmail);
    if (email) errors.orderEmail = email;
  }
  return errors;
}

export function lineErrors(values: FormValues, offered: readonly number[]): FieldErrors {
  const chosen = values.lines.filter((id) => offered.includes(id));
  return chosen.length === 0 ? { lines: 'chooseLine' } : {};
}

export function detailErrors(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name === '') errors.name = 'required';
  else if (values.name.length > NAME_MAX) errors.name = 'tooLong';
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
