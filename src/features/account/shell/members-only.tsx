import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { memberPagePath, type MemberPage } from '@/lib/paths';
import { useMember } from './member-context';
import { canOpenMemberPage } from './member-pages';

/**
 * A page the menu hides from customers without a subscription (offers, news). Opened by URL all
 * the same (an old bookmark, a shared link), it says the page is for members and leads back to the
 * overview, without loading or showing its content.
 */
export function MembersOnly({
  page,
  title,
  children,
}: {
  page: MemberPage;
  title: string;
  children: ReactNode;
}) {
  const { subscriptions } = useMember();
  if (canOpenMemberPage(page, subscriptions.length > 0)) return children;
  return <NotForCustomer title={title} />;
}

function NotForCustomer({ title }: { title: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  usePageTitle(title);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">{title}</Typography>
      <Typography>{t('membersOnly.text')}</Typography>
      <Button component={Link} to={memberPagePath('overview', language)} variant="contained">
        {t('membersOnly.toOverview')}
      </Button>
    </Stack>
  );
}
