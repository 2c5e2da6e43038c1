import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, SubscriptionAddition, SubscriptionProduct } from '@generated/booking/model';
import { textFieldProps, type ServerFieldErrors } from '@/components/form/formik-field';
import { LazyInfoDialog } from '@/components/info-dialog/lazy-info-dialog';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { formatPrice } from '@/lib/money';
import { addDays } from '@/lib/stockholm-days';
import { ageOn, isDayText } from '../logic/age';
import { isDirectDebit } from '../logic/facts';
import { LATEST_START_DAYS, validatePurchase, type PurchaseValues } from '../logic/purchase-rules';

interface Props {
  product: SubscriptionProduct;
  additions: SubscriptionAddition[];
  terms: Message | undefined;
  today: string;
  onAdd: (values: PurchaseValues) => Promise<unknown>;
}

const preSelected = (additions: SubscriptionAddition[]) =>
  additions
    .filter(
      (a) => a.selectOptions?.NEW_CUSTOMER?.mandatory || a.selectOptions?.NEW_CUSTOMER?.preSelected,
    )
    .map((a) => a.addition.id);

/** Birth date, start day, additions and the terms; then the membership goes into the cart. */
export function PurchaseForm({ product, additions, terms, today, onAdd }: Props) {
  const { t } = useTranslation(['memberships', 'errors']);
  const language = useLanguage();
  const [termsOpen, setTermsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = addDays(today, LATEST_START_DAYS);
  const formik = useFormik<PurchaseValues>({
    initialValues: {
      birthDate: '',
      startDate: today,
      additions: preSelected(additions),
      terms: false,
    },
    validate: (values) => validatePurchase(values, { limits: product, today, latest, t }),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await onAdd(values);
      } catch (error) {
        const fields = error instanceof ApiError ? (error.fieldErrors ?? []) : [];
        const serverErrors: Record<string, string> = {};
        for (const fieldError of fields)
          if (fieldError.field === 'birthDate' || fieldError.field === 'startDate')
            serverErrors[fieldError.field] = fieldErrorText(t, fieldError);
        formik.setStatus({ serverErrors } satisfies ServerFieldErrors);
        if (Object.keys(serverErrors).length === 0)
          setFailure(t('addFailed', { message: errorText(t, error) }));
      }
    },
  });
  const birth = formik.values.birthDate;
  const minor = isDayText(birth) && birth <= today && ageOn(birth, today) < 18;
  const termsError = (formik.touched.terms || formik.submitCount > 0) && formik.errors.terms;
  const toggle = (id: number, on: boolean) =>
    void formik.setFieldValue(
      'additions',
      on ? [...formik.values.additions, id] : formik.values.additions.filter((a) => a !== id),
    );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-labelledby="purchase-heading"
    >
      <Typography variant="h2" id="purchase-heading" sx={{ fontSize: '1.5rem' }}>
        {t('form.heading')}
      </Typography>
      <TextField
        {...textFieldProps(formik, 'birthDate', t, t('form.birthDateHelp'))}
        label={t('form.birthDate')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      {minor && isDirectDebit(product) ? (
        <Alert severity="info">{`${t('form.minor')} ${t('errors:validation.customerAtLeast18')}`}</Alert>
      ) : null}
      <TextField
        {...textFieldProps(formik, 'startDate', t, t('form.startDateHelp'))}
        label={t('form.startDate')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: latest } }}
      />
      {additions.length > 0 ? (
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600 }}>
            {t('form.additions')}
          </Typography>
          {additions.map(({ addition, selectOptions }) => (
            <FormControlLabel
              key={addition.id}
              control={
                <Checkbox
                  checked={formik.values.additions.includes(addition.id)}
                  disabled={selectOptions?.NEW_CUSTOMER?.mandatory === true}
                  onChange={(event) => toggle(addition.id, event.target.checked)}
                />
              }
              label={`${addition.name}, ${t('form.additionPrice', {
                price: formatPrice(addition.priceWithInterval?.price?.amount ?? 0, language),
              })}`}
            />
          ))}
        </Stack>
      ) : null}
      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="terms"
              checked={formik.values.terms}
              onChange={(event) => void formik.setFieldValue('terms', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': termsError ? 'terms-error' : undefined } }}
            />
          }
          label={t('form.terms')}
        />
        {terms ? (
          <Link component="button" type="button" onClick={() => setTermsOpen(true)}>
            {t('form.readTerms')}
          </Link>
        ) : null}
        {termsError ? (
          <FormHelperText error id="terms-error">
            {termsError}
          </FormHelperText>
        ) : null}
      </div>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('form.adding') : t('form.add')}
        </Button>
      </div>
      <LazyInfoDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title={terms?.title ?? t('form.termsTitle')}
        html={terms?.body}
        emptyText={t('form.noTerms')}
      />
    </Stack>
  );
}
