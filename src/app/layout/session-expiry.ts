import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setUnauthorizedHandler } from '@/lib/api/unauthorized';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * Spec §8: a 401 while signed in means the session is over: log out, clear the user's data and
 * say so. Protected pages then send the visitor to login on their own.
 */
export function useSessionExpiry(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (!session.get().token) return;
        session.end();
        queryClient.removeQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/customers'),
        });
        toast.error(t('errors:sessionExpired'));
      }),
    [queryClient, t],
  );
}
