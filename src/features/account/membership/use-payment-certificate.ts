import { useGeneratePaymentCertificate } from '@generated/booking/endpoints/services/services';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { certificateErrorText, certificateRequest } from './payment-certificate';

/**
 * Spec §4 "Payment certificate": a loading toast 'sending' while the call runs, then 'sent' and
 * the confirmation dialog, or an error toast with the server's message.
 */
export function usePaymentCertificate(customerId: number) {
  const { t } = useTranslation('account-membership');
  const [sentOpen, setSentOpen] = useState(false);
  const mutation = useGeneratePaymentCertificate();

  const send = (subscriptionId: number, period: { start: string; end: string }) => {
    const sending = toast.loading(t('toast.sending'));
    mutation.mutate(
      { data: certificateRequest(customerId, subscriptionId, period) },
      {
        onSuccess: () => {
          toast.dismiss(sending);
          toast.success(t('toast.sent'));
          setSentOpen(true);
        },
        onError: (error) => {
          toast.dismiss(sending);
          toast.error(certificateErrorText(t, error));
        },
      },
    );
  };

  return { send, sentOpen, closeSent: () => setSentOpen(false) };
}
