import * as yup from 'yup';
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MIN_LENGTH,
  SSN_PATTERN,
  compactPhone,
} from '@/lib/validation-rules';

export interface CreateAccountValues {
  ssn: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  /** The facility id as the select holds it ('' until one is chosen). */
  businessUnit: string;
  newPassword: string;
  confirmNewPassword: string;
  acceptedBookingTerms: boolean;
}

export const initialCreateAccountValues: CreateAccountValues = {
  ssn: '',
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  businessUnit: '',
  newPassword: '',
  confirmNewPassword: '',
  acceptedBookingTerms: false,
};

const key = (name: string) => `auth:validation.${name}`;

/** Spec §5 "Create account". Messages are translation keys of the auth namespace. */
export const createAccountSchema: yup.ObjectSchema<CreateAccountValues> = yup.object({
  ssn: yup.string().required(key('ssnRequired')).matches(SSN_PATTERN, key('ssnFormat')),
  firstName: yup.string().trim().required(key('firstNameRequired')),
  lastName: yup.string().trim().required(key('lastNameRequired')),
  email: yup
    .string()
    .trim()
    .required(key('emailRequired'))
    .matches(EMAIL_PATTERN, key('emailInvalid')),
  mobilePhone: yup
    .string()
    .required(key('mobileRequired'))
    .test('mobile', key('mobileInvalid'), (value) => MOBILE_PATTERN.test(compactPhone(value))),
  businessUnit: yup.string().required(key('facilityRequired')),
  newPassword: yup
    .string()
    .required(key('newPasswordRequired'))
    .min(PASSWORD_MIN_LENGTH, key('passwordMinLength')),
  confirmNewPassword: yup
    .string()
    .required(key('confirmPasswordRequired'))
    .oneOf([yup.ref('newPassword')], key('passwordsDoNotMatch')),
  acceptedBookingTerms: yup.boolean().required().oneOf([true], key('agreementAcceptRequired')),
});
