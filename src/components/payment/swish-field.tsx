import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { caretAfterDigits, maskSwishNumber } from '@/lib/payment';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Spec §2/§9: the Swish mobile number, masked 4 digits, dash, 6 digits; its error under it. */
export function SwishField({ value, onChange, error }: Props) {
  const { t } = useTranslation('checkout');
  const input = useRef<HTMLInputElement>(null);
  // The masked value React writes puts the caret at the end: it goes back after its digits.
  const caret = useRef<{ value: string; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending || input.current?.value !== pending.value) return;
    caret.current = null;
    if (document.activeElement === input.current)
      input.current.setSelectionRange(pending.at, pending.at);
  });
  return (
    <TextField
      name="swishNumber"
      label={t('payment.swishNumber')}
      value={value}
      inputRef={input}
      onChange={(event) => {
        const typed = event.target.value;
        const before = typed.slice(0, event.target.selectionStart ?? typed.length);
        const masked = maskSwishNumber(typed);
        caret.current = {
          value: masked,
          at: caretAfterDigits(masked, before.replace(/\D/g, '').length),
        };
        onChange(masked);
      }}
      error={Boolean(error)}
      helperText={error ?? t('payment.swishHint')}
      autoComplete="tel-national"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
