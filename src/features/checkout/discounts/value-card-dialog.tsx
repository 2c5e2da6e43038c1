import { useTranslation } from 'react-i18next';
import type { Order, ValueCardReservation } from '@generated/booking/model';
import { CodeDialog } from './code-dialog';
import { CARD_NUMBER_LENGTH, cardNumberInput } from './discount-rules';
import { dialogErrorText } from './dialog-error';
import { OwnValueCards } from './own-value-cards';
import type { useDiscountActions } from './use-discount-actions';

interface Props {
  open: boolean;
  onClose: () => void;
  order: Order;
  reservations: readonly ValueCardReservation[];
  actions: ReturnType<typeof useDiscountActions>;
}

/**
 * Spec §2 "add value card number": typed, or chosen among the customer's own cards that are
 * valid and applicable to the cart (the alternative way of adding).
 */
export function ValueCardDialog({ open, onClose, order, reservations, actions }: Props) {
  const { t } = useTranslation('checkout');
  const required = t('errors:required.valueCardNumber');
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('discounts.valueCard.title')}
      label={t('discounts.valueCard.label')}
      submitLabel={t('discounts.add')}
      busyLabel={t('discounts.adding')}
      check={(raw) => {
        const input = cardNumberInput(raw);
        if ('number' in input) return { value: input.number };
        return {
          problem:
            input.problem === 'required'
              ? required
              : t('discounts.valueCard.invalidNumber', CARD_NUMBER_LENGTH),
        };
      }}
      send={actions.reserveValueCard}
      errorFor={(error) =>
        actions.handledOrderClosed(error)
          ? undefined
          : dialogErrorText(t, error, 'valueCardNumber', required)
      }
      extra={(submit, busy) =>
        open ? (
          <OwnValueCards
            order={order}
            reservations={reservations}
            disabled={busy}
            onPick={submit}
          />
        ) : null
      }
    />
  );
}
