import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '@/components/form/formik-field';
import type { PurchaseValues } from '../logic/purchase-values';
import { TEXT_MAX } from '../logic/purchase-schema';

/** Who receives the card (receiverDetails), who gives it and the greeting (senderDetails), and the giver's e-mail. */
export function GiftFields({ formik }: { formik: FormikProps<PurchaseValues> }) {
  const { t } = useTranslation('valuecards-shop');
  const field = (name: keyof PurchaseValues, helper?: string) =>
    textFieldProps(formik, name, t, helper);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {t('gift.heading')}
      </Typography>
      <TextField
        {...field('receiverName')}
        label={t('gift.receiverName')}
        autoComplete="off"
        required
      />
      <TextField
        {...field('receiverEmail', t('gift.receiverEmailHelp'))}
        label={t('gift.receiverEmail')}
        type="email"
        autoComplete="off"
        required
      />
      <TextField
        {...field('senderName')}
        label={t('gift.senderName')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('greeting', t('gift.greetingHelp', { max: TEXT_MAX }))}
        label={t('gift.greeting')}
        // Fixed rows, not minRows: MUI's autosize measures the page in a layout effect, a
        // forced layout of the whole page while the browser takes it over (a long task).
        multiline
        rows={4}
      />
      <TextField
        {...field('giverEmail', t('gift.giverEmailHelp'))}
        label={t('gift.giverEmail')}
        type="email"
        autoComplete="email"
        required
      />
    </Stack>
  );
}
