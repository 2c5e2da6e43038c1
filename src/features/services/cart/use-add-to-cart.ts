// Picking a slot (spec §4 "Cart and order", §5): a 'friskvård' service waits for a login first;
// then the slot goes into the stored order (or a new one) and the 'you have selected' dialog opens.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addServiceItem,
  createOrder,
  getGetOrderQueryKey,
} from '@generated/booking/endpoints/orders/orders';
import type { Order, ServiceProduct, ServiceSuggestion } from '@generated/booking/model';
import { isUnpaidInvoices } from '@/components/booking-error/unpaid-invoices-notice';
import { errorText } from '@/lib/errors/error-message';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { requiresLogin } from '../logic/slots';
import { timesInCart } from '../logic/times-in-cart';
import { addSlotToCart } from './add-to-cart';
import { useStoredOrder } from './use-stored-order';

const api = {
  createOrder: (body: Parameters<typeof createOrder>[0]) => createOrder(body),
  addServiceItem: (orderId: number, body: Parameters<typeof addServiceItem>[1]) =>
    addServiceItem(orderId, body),
};

export interface AddToCart {
  /** The start of the slot being added, while its call runs. */
  adding: string | null;
  /** A slot that waits for the visitor to log in (friskvård). */
  awaitingLogin: ServiceSuggestion | null;
  /** The order after the last successful add: the 'you have selected' dialog shows it. */
  added: Order | null;
  /** Whether the slot is in the cart already: it cannot be picked again. */
  inCart: (slot: ServiceSuggestion) => boolean;
  pick: (slot: ServiceSuggestion) => void;
  resumeAfterLogin: (customerId: number) => void;
  cancelLogin: () => void;
  closeAdded: () => void;
  /** BRP refused a time for unpaid invoices (spec §8): the page says why, with the way to pay. */
  blockedByInvoices: boolean;
}

export function useAddToCart(product: ServiceProduct | undefined, site: number | null): AddToCart {
  const { t } = useTranslation('services');
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const [adding, setAdding] = useState<string | null>(null);
  const [awaitingLogin, setAwaitingLogin] = useState<ServiceSuggestion | null>(null);
  const [added, setAdded] = useState<Order | null>(null);
  const [blockedByInvoices, setBlockedByInvoices] = useState(false);
  const picked = timesInCart(useStoredOrder(), product?.id, site);
  const inCart = (slot: ServiceSuggestion) => picked.has(Date.parse(slot.duration.start));

  const add = async (slot: ServiceSuggestion, customer: number | null) => {
    if (!product || !site || adding || inCart(slot)) return;
    setAdding(slot.duration.start);
    try {
      const order = await addSlotToCart(api, {
        productId: product.id,
        site,
        start: slot.duration.start,
        customerId: customer,
      });
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      setAdded(order);
      setBlockedByInvoices(false);
    } catch (error) {
      toast.error(t('addFailed', { message: errorText(t, error) }));
      // The toast goes after 4 s; the notice stays, with the way to pay (issue 44).
      if (isUnpaidInvoices(error)) setBlockedByInvoices(true);
    } finally {
      setAdding(null);
    }
  };

  return {
    adding,
    awaitingLogin,
    added,
    inCart,
    pick: (slot) => {
      if (requiresLogin(product?.name) && !customerId) setAwaitingLogin(slot);
      else void add(slot, customerId);
    },
    resumeAfterLogin: (customer) => {
      const slot = awaitingLogin;
      setAwaitingLogin(null);
      if (slot) void add(slot, customer);
    },
    cancelLogin: () => setAwaitingLogin(null),
    closeAdded: () => setAdded(null),
    blockedByInvoices,
  };
}
