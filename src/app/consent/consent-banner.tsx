import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseConsent,
  useConsent,
  useConsentBannerOpen,
  type AnalyticsConsent,
} from '@/lib/consent/analytics-consent';
import { COOKIE_SETTINGS_ID } from './cookie-settings-button';

/**
 * The first visit's question about analytics (IMY: rejecting as easy as accepting): two buttons
 * of one size and style, not a dialog that traps focus. It stays at the bottom of the screen and
 * in the page's flow after the footer (sticky), so it takes its own room at the end of the page
 * and never covers the last of it (the pay button); it steps aside while a dialog is open.
 */
export function ConsentBanner({ moreInfo }: { moreInfo: string | undefined }) {
  const { t } = useTranslation();
  const open = useConsentBannerOpen();
  const consent = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  // Reopened from the footer's cookie settings: the visitor continues in the banner.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;

  const choose = (choice: AnalyticsConsent) => {
    chooseConsent(choice);
    // The banner goes with the focused button: continue from where the choice can be changed.
    document.getElementById(COOKIE_SETTINGS_ID)?.focus();
  };

  return (
    <section
      className="shell-consent"
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      data-print-hide
    >
      <div className="shell-container shell-consent-row">
        <div className="shell-consent-text">
          <h2
            id="consent-banner-title"
            ref={headingRef}
            tabIndex={-1}
            className="shell-consent-title"
          >
            {t('consent.title')}
          </h2>
          <p className="shell-consent-body">
            {t('consent.text')}
            {consent
              ? ` ${t(consent === 'granted' ? 'consent.nowAccepted' : 'consent.nowRejected')}`
              : null}
            {moreInfo ? (
              <>
                {' '}
                <a className="shell-link shell-link-always" href={moreInfo}>
                  {t('consent.moreInfo')}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="shell-consent-answers">
          <button
            type="button"
            className="shell-button shell-button-contained"
            onClick={() => choose('granted')}
            data-testid="consent-accept"
          >
            {t('consent.accept')}
          </button>
          <button
            type="button"
            className="shell-button shell-button-contained"
            onClick={() => choose('denied')}
            data-testid="consent-reject"
          >
            {t('consent.reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
