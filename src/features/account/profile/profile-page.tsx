import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { ProfileAvatar } from '@/components/profile-avatar/profile-avatar';
import { useMember } from '../shell/member-context';
import { ProfileForm } from './profile-form';

/** Spec §2 "Profile": the customer's picture (or initials) and the edit form. */
export default function ProfilePage() {
  const { t } = useTranslation('account-profile');
  const { customer, profileImage } = useMember();
  usePageTitle(t('title'));
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ProfileAvatar
          image={profileImage}
          firstName={customer.firstName}
          lastName={customer.lastName}
          alt={t('imageAlt', { name })}
        />
        <Stack>
          <Typography variant="h1">{t('heading')}</Typography>
          <Typography color="textSecondary">{name}</Typography>
        </Stack>
      </Stack>
      <ProfileForm customer={customer} />
    </Stack>
  );
}
