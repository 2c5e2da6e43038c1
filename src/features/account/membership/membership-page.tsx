import type { Subscription } from '@generated/booking/model';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useActiveSubscriptions } from '../shell/active-subscriptions';
import { useMember } from '../shell/member-context';
import { CertificateSentDialog } from './certificate-sent-dialog';
import { EndDialog } from './end-dialog';
import { FreezeDialog } from './freeze-dialog';
import { MembershipCard, type MembershipChange } from './membership-card';
import { UnfreezeDialog } from './unfreeze-dialog';
import { usesProductDescription } from './membership-description';
import { whenIdle } from '@/lib/when-idle';
import { PaymentCertificateDialog, preloadCertificateCalendar } from './payment-certificate-dialog';
import { usePaymentCertificate } from './use-payment-certificate';

interface CertificateTarget {
  subscription: Subscription;
  open: boolean;
  /** A new period dialog (with the default period) each time it opens. */
  session: number;
}

/** Spec §2 "Memberships": the active (not expired) memberships, each with its payment certificate action. */
export default function MembershipPage() {
  const { t } = useTranslation('account-membership');
  usePageTitle(t('title'));
  const { customerId, customer } = useMember();
  // The same rule as the overview: expired memberships are not listed.
  const subscriptions = useActiveSubscriptions();
  const certificate = usePaymentCertificate(customerId);
  const [target, setTarget] = useState<CertificateTarget | null>(null);
  // The membership being frozen, unfrozen or ended: one dialog at a time, read from the list so
  // that it shows what BRP says after each change.
  const [change, setChange] = useState<{ id: number; kind: MembershipChange } | null>(null);
  const changing = change && subscriptions.find((s) => s.id === change.id);
  const closeChange = () => setChange(null);
  const fromProduct = usesProductDescription(customer);

  // The calendar's code comes once the page is idle; a dialog asked for before that opens when it
  // is there (a spinner in its place for a second was what a member saw), or, failed, without it.
  useEffect(() => whenIdle(() => void preloadCertificateCalendar().catch(() => undefined)), []);
  const openCertificate = (subscription: Subscription) => {
    const open = () =>
      setTarget((previous) => ({
        subscription,
        open: true,
        session: (previous?.session ?? 0) + 1,
      }));
    preloadCertificateCalendar().then(open, open);
  };
  const closeCertificate = () => setTarget((previous) => previous && { ...previous, open: false });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('title')}</Typography>
      {subscriptions.length === 0 ? (
        <Typography>{t('noActive')}</Typography>
      ) : (
        <Stack component="section" spacing={2} aria-labelledby="active-memberships">
          <Typography id="active-memberships" variant="h2">
            {t('activeHeading')}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {subscriptions.map((subscription) => (
              <li key={subscription.id}>
                <MembershipCard
                  subscription={subscription}
                  descriptionFromProduct={fromProduct}
                  onCreateCertificate={openCertificate}
                  onChange={(subscription, kind) => setChange({ id: subscription.id, kind })}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      {target ? (
        <PaymentCertificateDialog
          key={target.session}
          open={target.open}
          name={target.subscription.subscriptionProduct.name}
          onCancel={closeCertificate}
          onCreate={(period) => {
            closeCertificate();
            certificate.send(target.subscription.id, period);
          }}
        />
      ) : null}
      {changing ? (
        <>
          <FreezeDialog
            open={change.kind === 'freeze'}
            subscription={changing}
            onClose={closeChange}
          />
          <UnfreezeDialog
            open={change.kind === 'unfreeze'}
            subscription={changing}
            onClose={closeChange}
          />
          <EndDialog
            open={change.kind === 'end'}
            subscription={changing}
            onClose={closeChange}
            onFreezeInstead={() => setChange({ id: changing.id, kind: 'freeze' })}
          />
        </>
      ) : null}
      <CertificateSentDialog
        open={certificate.sentOpen}
        email={customer.email}
        onClose={certificate.closeSent}
      />
    </Stack>
  );
}
