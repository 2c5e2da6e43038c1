import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { useActiveSubscriptions } from '../shell/active-subscriptions';
import { OverviewSection } from './overview-section';

/**
 * The customer's current memberships. They come with the member-area data (the shell loads them
 * before any page shows, and a failure there ends the session), so this section never loads or fails,
 * except in the build's render of the overview, which the document paints before the app has come
 * (docs/decisions/024): there it shows its skeleton until the app renders the list.
 */
export function MembershipsSummary() {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const active = useActiveSubscriptions();
  return (
    <OverviewSection
      title={t('memberships.heading')}
      state={active.length === 0 ? 'empty' : 'ready'}
      loadingLabel={t('memberships.loading')}
      emptyText={t('memberships.empty')}
      link={{ to: memberPagePath('membership', language), label: t('memberships.link') }}
    >
      <List disablePadding>
        {active.map((subscription) => (
          <ListItem key={subscription.id} disableGutters divider>
            <ListItemText
              primary={subscription.subscriptionProduct.name}
              secondary={`${subscription.businessUnit.name} · ${t('memberships.validUntil', {
                date: subscription.expirationDay,
              })}`}
            />
          </ListItem>
        ))}
      </List>
    </OverviewSection>
  );
}
