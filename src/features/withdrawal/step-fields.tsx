// The fields of each step of the withdrawal form. Uncontrolled inputs with the values the server
// answered with: what was typed stays after a refused step, with or without JavaScript.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading, formatPrice, formatDate } from '@/lib/format';
import type { WithdrawnLine } from '@/lib/withdrawal/withdrawal-types';
import { EMAIL_MAX, NAME_MAX, type FieldErrors, type FormValues } from './logic/form';
import type { WithdrawableOrder } from './logic/withdrawable';

function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('withdrawal-form');
  return (field: keyof FormValues) => {
    const code = errors[field];
    if (!code) return {};
    const max = field === 'name' ? NAME_MAX : EMAIL_MAX;
    return { error: true, helperText: t(`errors.${code}`, { max }) };
  };
}

const lineLabel = (line: WithdrawnLine, language: 'sv' | 'en') =>
  `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.product}, ${formatPrice(line.price.amount, language)}`;

export function VisitorOrderFields({
  values,
  errors,
}: {
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('withdrawal-form');
  const fieldError = useFieldError(errors);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h2">
        {t('find.heading')}
      </Typography>
      <Typography>{t('find.help')}</Typography>
      <TextField
        name="orderNumber"
        label={t('find.orderNumber')}
        defaultValue={values.orderNumber}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
        {...fieldError('orderNumber')}
      />
      <TextField
        name="orderEmail"
        type="email"
        label={t('find.orderEmail')}
        defaultValue={values.orderEmail}
        required
        slotProps={{ htmlInput: { autoComplete: 'email', maxLength: EMAIL_MAX } }}
        {...fieldError('orderEmail')}
      />
    </Stack>
  );
}

export function MemberOrderFields({
  orders,
  values,
  errors,
}: {
  orders: WithdrawableOrder[];
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const error = errors.orderNumber;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">
        <Typography component="h2" variant="h2" color="textPrimary">
          {t('member.heading')}
        </Typography>
      </FormLabel>
      <RadioGroup name="orderNumber" defaultValue={values.orderNumber || undefined}>
        {orders.map(({ order, lines }) => (
          <FormControlLabel
            key={order.id}
            value={String(order.number)}
            control={<Radio />}
            label={
              <span>
                {t('member.order', {
                  number: order.number,
                  date: formatDayHeading(order.created, language),
                })}
                <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
                  {lines.map((line) => lineLabel(line, language)).join(', ')}
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -0.75 } }}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{t(`errors.${error}`)}</FormHelperText> : null}
    </FormControl>
  );
}

export function LineFields({
  order,
  values,
  errors,
}: {
  order: WithdrawableOrder;
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const error = errors.lines;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">
        <Typography component="h2" variant="h2" color="textPrimary">
          {t('lines.heading', { number: order.order.number })}
        </Typography>
      </FormLabel>
      <Typography sx={{ my: 1 }}>{t('lines.until', { date: formatDate(order.until) })}</Typography>
      {order.lines.map((line) => (
        <FormControlLabel
          key={line.itemId}
          control={
            <Checkbox
              name="line"
              value={String(line.itemId)}
              defaultChecked={values.lines.includes(line.itemId)}
            />
          }
          label={lineLabel(line, language)}
        />
      ))}
      {error ? <FormHelperText>{t(`errors.${error}`)}</FormHelperText> : null}
    </FormControl>
  );
}

export function DetailFields({ values, errors }: { values: FormValues; errors: FieldErrors }) {
  const { t } = useTranslation('withdrawal-form');
  const fieldError = useFieldError(errors);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h2">
        {t('details.heading')}
      </Typography>
      <TextField
        name="name"
        label={t('details.name')}
        defaultValue={values.name}
        required
        slotProps={{ htmlInput: { autoComplete: 'name', maxLength: NAME_MAX } }}
        {...fieldError('name')}
      />
      <TextField
        name="email"
        type="email"
        label={t('details.email')}
        defaultValue={values.email}
        required
        slotProps={{ htmlInput: { autoComplete: 'email', maxLength: EMAIL_MAX } }}
        {...fieldError('email')}
      />
    </Stack>
  );
}

export function ConfirmSummary({
  order,
  values,
}: {
  order: WithdrawableOrder;
  values: FormValues;
}) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const chosen = order.lines.filter((line) => values.lines.includes(line.itemId));
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h2">
        {t('confirm.heading')}
      </Typography>
      <Typography>
        <strong>{t('confirm.order')}:</strong> {order.order.number}
      </Typography>
      <Typography>
        <strong>{t('confirm.withdrawn')}:</strong>
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {chosen.map((line) => (
          <Typography component="li" key={line.itemId}>
            {lineLabel(line, language)}
          </Typography>
        ))}
      </Stack>
      <Typography>
        <strong>{t('confirm.name')}:</strong> {values.name}
      </Typography>
      <Typography>
        <strong>{t('confirm.email')}:</strong> {values.email}
      </Typography>
      <Typography color="textSecondary">{t('confirm.note')}</Typography>
    </Stack>
  );
}
