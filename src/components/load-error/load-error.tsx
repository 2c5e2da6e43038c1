import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLoadErrors } from './shown-load-errors';

/** A failed load: what failed, and a retry that keeps the user on the page. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  // Before the paint: the site's banner for the same failure never shows beside it.
  useLayoutEffect(() => shownLoadErrors.add(), []);
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
