import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate } from 'react-router';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';
import { session } from '@/lib/session';

/** Spec §2: logout opens a confirmation modal with a logout button. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const language = useLanguage();
  const fetcher = useFetcher<{ loggedOut: boolean }>();
  const loggedOut = fetcher.data?.loggedOut === true;
  const done = useRef(false);

  // The server has cleared its cookie: now the browser forgets its side (which also clears the
  // query cache, src/app/layout/session-expiry.ts) and opens the login page. A push, not a
  // replace: with a replace, "back" into the member area was left on an empty page.
  useEffect(() => {
    if (!loggedOut || done.current) return;
    done.current = true;
    onClose();
    session.end('logout');
    void navigate(pathTo('login', language));
  }, [loggedOut, onClose, navigate, language]);

  const logout = () => void fetcher.submit(null, { method: 'post', action: '/session/logout' });

  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={t('logout.title')}
      compact
      width="narrow"
      closeLabel={t('logout.cancel')}
      actions={
        <Button variant="contained" onClick={logout} loading={fetcher.state !== 'idle'}>
          {t('logout.confirm')}
        </Button>
      }
    >
      <Typography>{t('logout.text')}</Typography>
    </AppModal>
  );
}
