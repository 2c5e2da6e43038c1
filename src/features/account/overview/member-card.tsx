import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar/profile-avatar';
import { useLanguage } from '@/components/use-language';
import { memberCardPath } from '@/lib/paths';
import { useMember } from '../shell/member-context';
import { memberCardModel } from './member-card-model';

/**
 * Spec §2: the member card (or customer card): name, number = customer id, membership type, and
 * the way to the card's own page with the number to scan (issue 23).
 */
export function MemberCard() {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const { customer, customerId, subscriptions, profileImage } = useMember();
  const headingId = useId();
  const card = memberCardModel(customer, customerId, subscriptions);
  const rows = [
    { label: t('card.name'), value: card.name },
    { label: t('card.number'), value: card.number },
    { label: t('card.type'), value: card.type },
  ];
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', maxWidth: 480 }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ProfileAvatar
            image={profileImage}
            firstName={customer.firstName}
            lastName={customer.lastName}
            alt={t('card.imageAlt', { name: card.name })}
            size={72}
            background="secondary.main"
          />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h2">
              {t(`card.${card.titleKey}`)}
            </Typography>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {rows.map((row) => (
                <Stack key={row.label} direction="row" spacing={1}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {row.label}:
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {row.value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            <Link
              component={RouterLink}
              to={memberCardPath(language)}
              color="inherit"
              sx={{ fontWeight: 600 }}
            >
              {t('card.show')}
            </Link>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
