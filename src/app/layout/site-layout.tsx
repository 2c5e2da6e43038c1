import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { shownLoadErrors } from '@/components/load-error/shown-load-errors';
import { apiStatus } from '@/lib/api/api-status';
import { useOnline } from '@/lib/use-online';
import { PageHydrated, usePageBoundaryBelow } from '@/lib/page-hydrated';
import { ConsentBanner } from '../consent/consent-banner';
import { useFooterContent } from '../footer/footer-data';
import { SiteFooter } from '../footer/site-footer';
import { MAIN_ID, useKeepFocusOnNavigation } from './keep-focus';
import { useNavigationTimeout } from './navigation-timeout';
import { useSessionExpiry } from './session-expiry';
import { shellStyles } from './shell-styles';
import { SiteHeader } from './site-header';

/**
 * Header, the "booking system does not answer" notice (unless a section already shows its own
 * error, or the browser is offline), the page, the footer and, until the visitor has answered, the analytics question.
 * Lazy pages, and the way to the next page, show a progress bar.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  useSessionExpiry();
  const navigating = useNavigationTimeout();
  useKeepFocusOnNavigation();
  const { serverTrouble } = useSyncExternalStore(apiStatus.subscribe, apiStatus.get, apiStatus.get);
  // A section that shows its own error for the failure already says it.
  const sectionErrors = useSyncExternalStore(
    shownLoadErrors.subscribe,
    shownLoadErrors.count,
    () => 0,
  );
  // Offline, the booking system is not what fails: the pages say they are offline themselves.
  const online = useOnline();
  const footer = useFooterContent();
  const marksItself = usePageBoundaryBelow();
  return (
    <div className="shell-page">
      {/* The frame's classes (shell-styles.ts), serialized once. */}
      <GlobalStyles styles={shellStyles} />
      {/* A new page starts at its top (or at its #section); back and forward restore where the
          visitor was. */}
      <ScrollRestoration />
      <a className="shell-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {navigating ? (
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar' }}
        />
      ) : null}
      <SiteHeader />
      {serverTrouble && online && sectionErrors === 0 ? (
        <Alert severity="warning" sx={{ borderRadius: 0 }} data-testid="api-unavailable">
          {t('apiUnavailable')}
        </Alert>
      ) : null}
      <main className="shell-container shell-main" id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
          <Outlet />
          {marksItself ? null : <PageHydrated />}
        </Suspense>
      </main>
      <SiteFooter content={footer} />
      <ConsentBanner moreInfo={footer.privacyPolicy} />
    </div>
  );
}
