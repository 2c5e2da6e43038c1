import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { loginSchema } from './login-schema';

function errorsOf(username: string, password: string): Record<string, string> {
  try {
    loginSchema.validateSync({ username, password, remember: true }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('loginSchema (spec §5)', () => {
  it("requires the e-mail ('email required') and the password ('login password')", () => {
    expect(errorsOf(' ', '')).toEqual({
      username: 'auth:validation.emailRequired',
      password: 'auth:validation.loginPassword',
    });
  });

  it('accepts any username the API knows (e-mail, card or customer number)', () => {
    expect(errorsOf('anna@example.se', 'x')).toEqual({});
    expect(errorsOf('4711', 'x')).toEqual({});
  });
});
