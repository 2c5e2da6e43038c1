// The profile form's rules (spec §5 "Profile"). Messages are translation keys, translated where
// they are shown; passwordTooShort takes {{minLength}}.
import * as yup from 'yup';
import {
  compactPhone,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MIN_LENGTH,
  SSN_PATTERN,
} from '@/lib/validation-rules';
import type { ProfileValues } from './profile-values';

export { PASSWORD_MIN_LENGTH };

export const POSTAL_CODE_PATTERN = /^\d{3} ?\d{2}$/;

export const MESSAGES = {
  firstName: 'errors:required.firstName',
  lastName: 'errors:required.lastName',
  email: 'errors:required.email',
  emailInvalid: 'errors:fieldCodes.EMAIL_INVALID',
  mobile: 'errors:required.mobilePhone',
  mobileInvalid: 'errors:fieldCodes.PHONENUMBER_INVALID',
  postalCodeInvalid: 'errors:fieldCodes.ADDRESS_INVALID_POSTALCODE',
  ssnInvalid: 'errors:fieldCodes.SSN_INVALID',
  oldPassword: 'errors:required.oldPassword',
  newPassword: 'errors:required.newPassword',
  passwordTooShort: 'errors:validation.passwordTooShort',
  confirmPassword: 'errors:required.confirmPassword',
  passwordsMustMatch: 'errors:validation.passwordsMustMatch',
} as const;

/** Any of the three password fields filled means the customer is changing the password. */
export function changesPassword(
  values: Pick<ProfileValues, 'oldPassword' | 'newPassword' | 'confirmPassword'>,
) {
  return Boolean(values.oldPassword || values.newPassword || values.confirmPassword);
}

/**
 * A rule that applies only while the customer is changing the password. Written as a test on the
 * parent rather than yup's when(), which cannot make the three fields depend on one another.
 */
function whileChangingPassword(
  name: string,
  message: string,
  check: (value: string, parent: ProfileValues) => boolean,
) {
  return {
    name,
    message,
    test(value: string | undefined, context: yup.TestContext) {
      const parent = context.parent as ProfileValues;
      return !changesPassword(parent) || check(value ?? '', parent);
    },
  };
}

/** The rules; `ssnLocked` when the customer already has a personal number (shown read-only). */
export function createProfileSchema({ ssnLocked }: { ssnLocked: boolean }) {
  return yup.object({
    firstName: yup.string().trim().required(MESSAGES.firstName),
    lastName: yup.string().trim().required(MESSAGES.lastName),
    email: yup
      .string()
      .trim()
      .required(MESSAGES.email)
      .matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
    mobile: yup
      .string()
      .required(MESSAGES.mobile)
      .test('mobile', MESSAGES.mobileInvalid, (value) =>
        MOBILE_PATTERN.test(compactPhone(value ?? '')),
      ),
    street: yup.string(),
    postalCode: yup
      .string()
      .test(
        'postalCode',
        MESSAGES.postalCodeInvalid,
        (value) => !value?.trim() || POSTAL_CODE_PATTERN.test(value.trim()),
      ),
    city: yup.string(),
    // A personal number the customer already has is read-only and not checked again.
    ssn: ssnLocked
      ? yup.string()
      : yup
          .string()
          .test(
            'ssn',
            MESSAGES.ssnInvalid,
            (value) => !value?.trim() || SSN_PATTERN.test(value.trim()),
          ),
    oldPassword: yup
      .string()
      .test(whileChangingPassword('oldRequired', MESSAGES.oldPassword, (value) => value !== '')),
    newPassword: yup
      .string()
      .test(whileChangingPassword('newRequired', MESSAGES.newPassword, (value) => value !== ''))
      .test(
        whileChangingPassword(
          'newMin',
          MESSAGES.passwordTooShort,
          (value) => value === '' || value.length >= PASSWORD_MIN_LENGTH,
        ),
      ),
    confirmPassword: yup
      .string()
      .test(
        whileChangingPassword('confirmRequired', MESSAGES.confirmPassword, (value) => value !== ''),
      )
      .test(
        whileChangingPassword(
          'confirmMatch',
          MESSAGES.passwordsMustMatch,
          (value, parent) => value === '' || value === parent.newPassword,
        ),
      ),
  });
}
