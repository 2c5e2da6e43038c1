import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

function firstErrors(run: () => unknown): Record<string, string> {
  try {
    run();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

const reset = (values: ResetPasswordValues) =>
  firstErrors(() => resetPasswordSchema.validateSync(values, { abortEarly: false }));

describe('resetPasswordSchema (spec §5)', () => {
  it('requires both fields', () => {
    expect(reset({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'auth:validation.newPasswordRequired',
      confirmPassword: 'auth:validation.confirmPasswordRequired',
    });
  });

  it('needs at least 6 characters', () => {
    expect(reset({ newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
      newPassword: 'auth:validation.passwordMinLength',
    });
    expect(reset({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(reset({ newPassword: 'Bastu2026!', confirmPassword: 'Bastu2026' })).toEqual({
      confirmPassword: 'auth:validation.passwordsDoNotMatch',
    });
  });
});
