import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetGlobalOption } from '@generated/content/endpoints/options/options';
import { useLanguage } from '@/components/use-language';
import { TERMS_OPTION, termsHref, type TermsLink } from './terms-links';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

function useTermsHref(link: TermsLink): string {
  const language = useLanguage();
  const option = useGetGlobalOption(
    TERMS_OPTION[link],
    { lang: language },
    { query: { staleTime: Infinity, retry: false } },
  );
  return termsHref(link, language, option.data?.value);
}

/** Spec §2/§5: the terms checkbox with its two links; the error shows under it. */
export function TermsField({ checked, onChange, error }: Props) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  const rules = useTermsHref('bookingRules');
  const privacy = useTermsHref('privacyPolicy');
  const link = (href: string, text: string) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Link>
  );
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                ...(error ? { 'aria-describedby': errorId } : {}),
              },
            }}
          />
        }
        label={
          <>
            {t('payment.termsBefore')}
            {link(rules, t('payment.bookingRules'))}
            {t('payment.termsAnd')}
            {link(privacy, t('payment.privacyPolicy'))}
          </>
        }
      />
      {error ? (
        <FormHelperText id={errorId} data-testid="terms-error">
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
