import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal/app-modal';

/** Spec §4: after success, a second dialog says the certificate went to the user's e-mail. */
export function CertificateSentDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-membership');
  return (
    <AppModal open={open} onClose={onClose} title={t('sent.title')} width="narrow" compact>
      <Typography>{email ? t('sent.text', { email }) : t('sent.textNoEmail')}</Typography>
    </AppModal>
  );
}
