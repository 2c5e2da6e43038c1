import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageHydrated } from '@/lib/page-hydrated';
import { PlainGrid, PlainGridCell } from '@/components/plain-grid/plain-grid';
import { LoadError } from '@/components/load-error/load-error';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { keepMemberPages, registerServiceWorker } from '@/lib/offline/service-worker';
import { loginPathReturningTo, memberCardPath, memberPagePath, pathTo } from '@/lib/paths';
import { session, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';
import { LogoutDialog } from './logout-dialog';
import { MemberContext } from './member-context';
import { MemberMenu } from './member-menu';
import { MemberPageNote } from './member-page-note';
import { canOpenMemberPage, currentMemberPage } from './member-pages';
import { useMemberData } from './use-member-data';

function isServerTrouble(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** The protected shell of {lang}/mina-sidor/: guard, spinner while loading, menu and page. */
export default function MemberAreaLayout() {
  const { customerId } = useSession();
  const language = useLanguage();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  if (customerId === null) {
    // After a chosen logout there is no page to come back to; after an expiry there is.
    const to = session.endedByLogout()
      ? pathTo('login', language)
      : loginPathReturningTo(from, language);
    return <Navigate to={to} replace />;
  }
  return <MemberArea customerId={customerId} />;
}

function MemberArea({ customerId }: { customerId: number }) {
  const language = useLanguage();
  const { t } = useTranslation('account');
  const state = useMemberData(customerId);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const failed = state.status === 'failed';
  const serverTrouble = failed && isServerTrouble(state.error);
  const endSession = failed && !serverTrouble;

  // Spec §4: on an auth or user-data error the user is logged out and the data cleared. A server
  // that does not answer is not the member's fault: they keep their session and can retry.
  useEffect(() => {
    if (!endSession) return;
    session.end();
    toast.error(t('errors:sessionExpired'));
  }, [endSession, t]);

  // The member's data arrive through React Query's external store, which React renders in one
  // blocking task: the menu and the whole page at once were a ~70 ms task here (four times that
  // on a phone). Behind a deferred flag the spinner stays a moment longer while React renders
  // the area in slices (docs/decisions/018, item 8).
  const ready = useDeferredValue(state.status === 'ready');

  // A signed-in member's browser keeps the card for offline use (decision 036); the session's end
  // clears it (app/layout/session-expiry.ts).
  // It keeps the overview and the card of the language even when the member saw them only
  // through the app (right after login), as its "needs a connection" page says.
  // Once the page has loaded and the main thread is idle: installing, the worker downloads every
  // file of the app, which must not compete with the page's own code on a phone's network.
  useEffect(() => {
    if (state.status !== 'ready') return;
    return whenIdle(() => {
      registerServiceWorker();
      keepMemberPages([memberPagePath('overview', language), memberCardPath(language)]).catch(
        () => undefined,
      );
    });
  }, [state.status, language]);

  // Made when the member first asks to log out (its fetcher and hooks ran on every member page
  // before, on the server and in the browser's take-over), then kept whatever the area shows: the
  // logout's answer reloads the member's data, and a dialog unmounted by that (the error giving
  // way to the spinner) never finished.
  const [logoutAsked, setLogoutAsked] = useState(false);
  if (logoutOpen && !logoutAsked) setLogoutAsked(true);
  const logoutDialog = logoutAsked ? (
    <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
  ) : null;
  // The area's own states (no frame, no page) are the browser's at once; the frame marks its page
  // from inside the page's boundary (lib/page-hydrated.tsx).
  const framed = state.status === 'ready' && ready;
  let content;
  if (state.status === 'failed' && serverTrouble)
    // Signing out is the site's own (its session cookie): it works with the booking system down.
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LoadError message={t('errors:apiUnavailable')} onRetry={state.retry} />
        <Button variant="outlined" onClick={() => setLogoutOpen(true)}>
          {t('menu.logout')}
        </Button>
      </Stack>
    );
  else if (!framed) content = <LoadingUser />;
  else
    content = (
      <MemberContext.Provider value={state.data}>
        <MemberFrame
          hasSubscriptions={state.data.subscriptions.length > 0}
          onLogout={() => setLogoutOpen(true)}
        />
      </MemberContext.Provider>
    );
  return (
    <>
      {content}
      {logoutDialog}
      {framed ? null : <PageHydrated />}
    </>
  );
}

function LoadingUser() {
  const { t } = useTranslation('account');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loadingUser')} />
    </Box>
  );
}

/** The menu and the page: what the area shows once the member's data are there. */
function MemberFrame({
  hasSubscriptions,
  onLogout,
}: {
  hasSubscriptions: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { pathname } = useLocation();
  const page = currentMemberPage(pathname, language);
  return (
    <PlainGrid spacing={3}>
      <PlainGridCell md={3}>
        <MemberMenu hasSubscriptions={hasSubscriptions} onLogout={onLogout} />
      </PlainGridCell>
      <PlainGridCell md={9}>
        {/* The note comes with the page, not before it: shown under a loading bar it would be
            pushed down when the page arrives (a layout shift of 0.13 on the overview). */}
        <Suspense fallback={<LinearProgress aria-label={t('loadingPage')} />}>
          <Outlet />
          {canOpenMemberPage(page, hasSubscriptions) ? <MemberPageNote page={page} /> : null}
          <PageHydrated />
        </Suspense>
      </PlainGridCell>
    </PlainGrid>
  );
}
