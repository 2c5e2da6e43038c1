import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { loginPathReturningTo } from '@/lib/paths';

/** Spec §2/§8: a refused receipt asks to log in; the login comes back to this receipt. */
export function ReceiptLoginPrompt() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={loginPathReturningTo(`${pathname}${search}`, language)}
          color="inherit"
          size="small"
        >
          {t('receipt.login')}
        </Button>
      }
    >
      {t('receipt.loginRequired')}
    </Alert>
  );
}
