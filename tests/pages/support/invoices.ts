// The member's invoices as the unpaid-invoice notice reads them (issue 44). The mock's ordinary
// answer gives the demo customer an unpaid invoice not yet due, which blocks nothing; an overdue
// one, none left to pay, or a failing call are chosen here.
import { waitFor } from '@testing-library/react';
import { browserQueryClient } from '@/lib/query-client';
import { unpaidInvoicesQuery } from '@/lib/invoices/unpaid-invoices';
import type { Language } from '@/lib/language';
import { ARRIVAL } from './booking';
import { DEMO_CUSTOMER, scenario } from './render-app';

/** An overdue invoice, nothing left to pay, or the invoice call failing. */
export function invoicesAnswer(answer: 'overdue' | 'allPaid' | 'failing'): void {
  scenario(
    'POST',
    '/customers/*/invoices',
    answer === 'failing' ? 'code=500' : `example=${answer}`,
  );
}

/** Waits until the notice's invoice call has answered (or failed): its absence then means no. */
export async function invoicesSettled(language: Language): Promise<void> {
  const { queryKey } = unpaidInvoicesQuery(DEMO_CUSTOMER.session.customerId);
  await waitFor(() => {
    const state = browserQueryClient(language).getQueryState(queryKey);
    if (!state || state.status === 'pending' || state.fetchStatus !== 'idle')
      throw new Error('the invoices have not answered yet');
  }, ARRIVAL);
}

export const NOTICE_TEXT = {
  sv: 'Du har obetalda fakturor och kan därför inte boka just nu. Se och betala dina fakturor',
  en: 'You have unpaid invoices and cannot book right now. See and pay your invoices',
} as const;

export const NOTICE_LINK = {
  sv: { name: 'Se och betala dina fakturor', href: '/mina-sidor/invoices/' },
  en: { name: 'See and pay your invoices', href: '/en/mina-sidor/invoices/' },
} as const;
