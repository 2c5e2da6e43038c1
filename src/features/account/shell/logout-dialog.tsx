import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';
import { session } from '@/lib/session';

/** Spec §2: logout opens a confirmation modal with a logout button. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const language = useLanguage();

  const logout = () => {
    onClose();
    // Ending the session also clears the query cache (src/app/layout/session-expiry.ts).
    session.end('logout');
    void navigate(pathTo('login', language), { replace: true });
  };

  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={t('logout.title')}
      width="narrow"
      closeLabel={t('logout.cancel')}
      actions={
        <Button variant="contained" onClick={logout}>
          {t('logout.confirm')}
        </Button>
      }
    >
      <Typography>{t('logout.text')}</Typography>
    </AppModal>
  );
}
