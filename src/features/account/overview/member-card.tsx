import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '@/components/profile-avatar/profile-avatar';
import { useMember } from '../shell/member-context';
import { memberCardTitleKey } from './overview-logic';

/** Spec §2: the member card (or customer card): name, number = customer id, membership type. */
export function MemberCard() {
  const { t } = useTranslation('account-overview');
  const { customer, customerId, subscriptions, profileImage } = useMember();
  const headingId = useId();
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const rows = [
    { label: t('card.name'), value: name },
    { label: t('card.number'), value: String(customerId) },
    { label: t('card.type'), value: customer.customerType?.name || '-' },
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
            alt={t('card.imageAlt', { name })}
            size={72}
            background="secondary.main"
          />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h2">
              {t(`card.${memberCardTitleKey(subscriptions)}`)}
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
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
