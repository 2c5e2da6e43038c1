import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { useSiteLinks } from '@/lib/site-info/site-links';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/**
 * Spec §2/§5: the terms checkbox with its two links; the error shows under it. A document the
 * site has not configured is named without a link rather than linked to a page that is not there.
 */
export function TermsField({ checked, onChange, error }: Props) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  const links = useSiteLinks(useLanguage());
  const link = (href: string | undefined, text: string) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    ) : (
      text
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
            {link(links.bookingRules, t('payment.bookingRules'))}
            {t('payment.termsAnd')}
            {link(links.privacyPolicy, t('payment.privacyPolicy'))}
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
