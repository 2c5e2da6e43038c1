import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { maskSwishNumber } from '../logic/payment';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Spec §2/§9: the Swish mobile number, masked 4 digits, dash, 6 digits; its error under it. */
export function SwishField({ value, onChange, error }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <TextField
      name="swishNumber"
      label={t('payment.swishNumber')}
      value={value}
      onChange={(event) => onChange(maskSwishNumber(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? t('payment.swishHint')}
      autoComplete="tel-national"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
