import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLoadErrors } from './shown-load-errors';

/**
 * For a section that shows its own failure: while it is on screen, the site's banner for the same
 * failure stays away. Registered before the paint, so the banner never flashes beside it.
 */
export function useShownLoadError(): void {
  useLayoutEffect(() => shownLoadErrors.add(), []);
}

/** A failed load: what failed, and a retry that keeps the user on the page. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  useShownLoadError();
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
