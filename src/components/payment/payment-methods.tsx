import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@generated/booking/model';
import { methodLabelKey } from '@/lib/payment';

interface Props {
  methods: readonly PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  error: string | undefined;
}

/** Spec §2: the facility's payment methods for this order or invoice, one radio each. */
export function PaymentMethods({ methods, selected, onSelect, error }: Props) {
  const { t } = useTranslation('checkout');
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{t('payment.methodsLabel')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        {...(error ? { 'aria-describedby': errorId } : {})}
        value={selected ? String(selected.id) : ''}
        onChange={(event) => {
          const method = methods.find((m) => String(m.id) === event.target.value);
          if (method) onSelect(method);
        }}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method.id}
            value={String(method.id)}
            control={<Radio />}
            label={t(methodLabelKey(method), { defaultValue: method.type })}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export function PaymentMethodsSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('payment.methodsLoading')} role="status">
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}
