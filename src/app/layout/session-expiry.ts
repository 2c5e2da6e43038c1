import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setUnauthorizedHandler } from '@/lib/api/unauthorized';
import { clearOfflineData } from '@/lib/offline/service-worker';
import { clearBrowserQueryClients } from '@/lib/query-client';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * However a session ends (logout, a 401, failed validation, an unusable token), the whole query
 * cache goes with it (both languages'), and so does everything the service worker kept (the member card's pages,
 * decision 036), so no customer data outlives the session.
 * Spec §8: a 401 while signed in means the session is over: log out and say so. Protected pages
 * then send the visitor to login on their own.
 */
export function useSessionExpiry(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.onEnd(() => {
        queryClient.clear();
        // The other language's cache too (one client per language, decision 059).
        clearBrowserQueryClients();
        // A browser without Cache Storage or workers has nothing to clear.
        clearOfflineData().catch(() => undefined);
      }),
    [queryClient],
  );
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (session.get().customerId === null) return;
        session.end();
        toast.error(t('errors:sessionExpired'));
      }),
    [t],
  );
}
