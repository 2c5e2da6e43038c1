import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from './profile-schema';
import { readOnlySlotProps, readOnlySx } from './read-only-look';
import {
  serverErrorFor,
  type ProfileField,
  type ProfileValues,
  type ServerErrors,
} from './profile-values';

type Props = {
  name: Exclude<ProfileField, 'consents'>;
  label: string;
  serverErrors: ServerErrors;
  readOnly?: boolean;
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'helperText' | 'slotProps'>;

/**
 * A form field bound to Formik: the rule's message (a translation key) once the field was left or
 * the form submitted, else the server's message for the value that was sent.
 */
export function ProfileTextField({
  name,
  label,
  serverErrors,
  readOnly,
  helperText,
  ...rest
}: Props) {
  const { t } = useTranslation('account-profile');
  const { getFieldProps, errors, touched, submitCount, values } = useFormikContext<ProfileValues>();
  const clientError = touched[name] || submitCount > 0 ? errors[name] : undefined;
  const message =
    typeof clientError === 'string'
      ? t(clientError, { minLength: PASSWORD_MIN_LENGTH })
      : serverErrorFor(serverErrors, name, values);
  return (
    <TextField
      {...getFieldProps(name)}
      {...rest}
      id={`profile-${name}`}
      label={label}
      fullWidth
      error={Boolean(message)}
      helperText={message ?? (readOnly ? t('readOnlyHint') : helperText)}
      slotProps={readOnly ? readOnlySlotProps : rest.slotProps}
      sx={readOnly ? readOnlySx : undefined}
    />
  );
}
