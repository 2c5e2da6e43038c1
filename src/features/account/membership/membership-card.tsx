import type { Subscription } from '@generated/booking/model';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatDate, formatPrice } from '@/lib/format';
import { MembershipInfoDialog } from './membership-info-dialog';
import { canTerminate, freezeMode } from './membership-changes';
import { MembershipMenu } from './membership-menu';
import { MembershipStatus } from './membership-status';

export type MembershipChange = 'freeze' | 'unfreeze' | 'end';

interface Props {
  subscription: Subscription;
  descriptionFromProduct: boolean;
  onCreateCertificate: (subscription: Subscription) => void;
  onChange: (subscription: Subscription, change: MembershipChange) => void;
}

/** One membership (spec §2 "Memberships"): product, facility, dates, price, read more, menu. */
export function MembershipCard({
  subscription,
  descriptionFromProduct,
  onCreateCertificate,
  onChange,
}: Props) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  const [infoOpen, setInfoOpen] = useState(false);
  const headingId = useId();
  const name = subscription.subscriptionProduct.name;

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h3" variant="h3">
              {name}
            </Typography>
            <Typography color="textSecondary">{subscription.businessUnit.name}</Typography>
          </Stack>
          <MembershipMenu
            name={name}
            onCreateCertificate={() => onCreateCertificate(subscription)}
            freezeLabel={
              { freeze: t('menu.freeze'), request: t('menu.requestFreeze'), none: null }[
                freezeMode(subscription)
              ]
            }
            onFreeze={() => onChange(subscription, 'freeze')}
            onEnd={canTerminate(subscription) ? () => onChange(subscription, 'end') : null}
          />
        </Stack>
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <MembershipStatus
            subscription={subscription}
            onUnfreeze={() => onChange(subscription, 'unfreeze')}
          />
          <DetailList
            items={[
              { label: t('card.activeFrom'), value: formatDate(subscription.start) },
              {
                label: t('card.debitTo'),
                value: formatDate(subscription.expirationDay),
              },
              { label: t('card.price'), value: formatPrice(subscription.price.amount, language) },
            ]}
          />
          <Link
            component="button"
            type="button"
            onClick={() => setInfoOpen(true)}
            aria-label={t('card.readMoreAbout', { name })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('card.readMore')}
          </Link>
        </Stack>
      </CardContent>
      <MembershipInfoDialog
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        subscription={subscription}
        fromProduct={descriptionFromProduct}
      />
    </Card>
  );
}
