import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ValueCardProduct } from '@generated/booking/model';
import { textFieldProps, type ServerFieldErrors } from '@/components/form/formik-field';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { AMOUNT_MAX_KR, AMOUNT_MIN_KR } from '../logic/amount';
import { choosesAmount } from '../logic/availability';
import { purchaseSchema } from '../logic/purchase-schema';
import { initialPurchaseValues, itemRequest, type PurchaseValues } from '../logic/purchase-values';
import { formFieldOf } from '../logic/server-field-errors';
import { AddedNotice } from './added-notice';
import { GiftFields } from './gift-fields';
import { useAddValueCard } from './use-add-value-card';

interface Props {
  product: ValueCardProduct;
  site: number;
  /** Opened from the gift-card list: "Ge bort som present" starts ticked. */
  gift: boolean;
}

/** The amount (for a card the buyer prices), "give as a gift" with its fields, and the add. */
export function PurchaseForm({ product, site, gift }: Props) {
  const { t } = useTranslation('valuecards-shop');
  const cart = useAddValueCard(product, site);
  const pricesItself = choosesAmount(product);
  const formik = useFormik<PurchaseValues>({
    initialValues: initialPurchaseValues(gift),
    validationSchema: purchaseSchema(pricesItself),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await cart.add(
          itemRequest(product.id, values, pricesItself),
          values.gift ? values.giverEmail.trim() : null,
        );
      } catch (error) {
        const serverErrors: Record<string, string> = {};
        const rest: string[] = [];
        for (const fieldError of error instanceof ApiError ? error.fieldErrors : []) {
          const name = formFieldOf(fieldError.field);
          if (name) serverErrors[name] = fieldErrorText(t, fieldError);
          else rest.push(fieldErrorText(t, fieldError));
        }
        const message =
          Object.keys(serverErrors).length && !rest.length ? null : errorText(t, error);
        const status: ServerFieldErrors & { message: string | null } = { serverErrors, message };
        helpers.setStatus(status);
      }
    },
  });
  const failure = (formik.status as { message?: string | null } | undefined)?.message;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-label={t('form.label')}
    >
      {pricesItself ? (
        <TextField
          {...textFieldProps(
            formik,
            'amount',
            t,
            t('form.amountHelp', { min: AMOUNT_MIN_KR, max: AMOUNT_MAX_KR }),
          )}
          label={t('form.amount')}
          inputMode="numeric"
          required
          sx={{ maxWidth: 240 }}
        />
      ) : null}
      <FormControlLabel
        control={
          <Checkbox name="gift" checked={formik.values.gift} onChange={formik.handleChange} />
        }
        label={t('form.gift')}
      />
      {formik.values.gift ? <GiftFields formik={formik} /> : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {t('form.addFailed', { message: failure })}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formik.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {formik.isSubmitting ? t('form.adding') : t('form.add')}
      </Button>
      {cart.added ? <AddedNotice order={cart.added} /> : null}
    </Stack>
  );
}
