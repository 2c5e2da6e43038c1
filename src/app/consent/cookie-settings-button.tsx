import { useTranslation } from 'react-i18next';
import { reopenConsent } from '@/lib/consent/analytics-consent';

export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The footer's way back to the analytics question: it reopens the banner. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="shell-link-button"
      id={COOKIE_SETTINGS_ID}
      onClick={reopenConsent}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
