import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { reopenConsent } from '@/lib/consent/analytics-consent';

export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The footer's way back to the analytics question: it reopens the banner. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      id={COOKIE_SETTINGS_ID}
      onClick={reopenConsent}
      sx={{ font: 'inherit', verticalAlign: 'baseline', textAlign: 'left' }}
    >
      {t('footer.cookieSettings')}
    </Link>
  );
}
