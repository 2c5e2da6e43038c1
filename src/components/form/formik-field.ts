import { getIn, type FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation-rules';

/** Field errors from the server (already texts), kept in formik's status: validation would drop them. */
export interface ServerFieldErrors {
  serverErrors?: Record<string, string>;
}

function serverError<V>(formik: FormikProps<V>, name: string): string | undefined {
  return (formik.status as ServerFieldErrors | undefined)?.serverErrors?.[name];
}

/**
 * The field error to show, translated: a server error for the field first, else the yup message
 * (a translation key with its namespace), once the field was touched or the form submitted.
 */
export function fieldError<V>(
  formik: FormikProps<V>,
  name: string,
  t: TFunction,
): string | undefined {
  const fromServer = serverError(formik, name);
  if (fromServer) return fromServer;
  const error: unknown = getIn(formik.errors, name);
  const visible = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  if (!visible || typeof error !== 'string' || error === '') return undefined;
  return t(error, { min: PASSWORD_MIN_LENGTH });
}

/** Editing a field clears the server's error for it: the user is fixing it. */
export function clearServerError<V>(formik: FormikProps<V>, name: string): void {
  const status = formik.status as ServerFieldErrors | undefined;
  if (!status?.serverErrors?.[name]) return;
  const { [name]: _cleared, ...rest } = status.serverErrors;
  formik.setStatus({ ...status, serverErrors: rest });
}

/** name, value, handlers, error and helper text for an MUI TextField bound to formik. */
export function textFieldProps<V>(
  formik: FormikProps<V>,
  name: string,
  t: TFunction,
  helperText?: string,
) {
  const error = fieldError(formik, name, t);
  return {
    name,
    value: (getIn(formik.values, name) as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      clearServerError(formik, name);
      formik.handleChange(event);
    },
    onBlur: formik.handleBlur,
    error: error !== undefined,
    helperText: error ?? helperText,
  };
}
