// The member's withdrawals (issue 44) on Mina köp, with where each stands. They live in the
// shop's own database, not BRP: the withdrawal route's loader answers them (`?status`), fetched
// with React Router's own fetcher. A failure leaves the section out: the purchases are the page.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { WithdrawalStatusList } from '@/components/withdrawal-status/withdrawal-status-list';
import { withdrawalStatusPath } from '@/lib/paths';
import type { WithdrawalView } from '@/lib/withdrawal/withdrawal-types';

export function MemberWithdrawals() {
  const language = useLanguage();
  const fetcher = useFetcher<{ kind: string; withdrawals?: WithdrawalView[] }>();
  const { load, data } = fetcher;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    // Once per language: the answer does not change while the page is open.
    if (asked.current === language) return;
    asked.current = language;
    void load(withdrawalStatusPath(language));
  }, [load, language]);
  return data?.withdrawals ? <WithdrawalStatusList withdrawals={data.withdrawals} /> : null;
}
