import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { canBook, type ClassAvailability } from '../logic/class-availability';
import type { BookingUiState } from './use-book-class';

interface Props {
  availability: ClassAvailability;
  state: BookingUiState | undefined;
  className: string;
  onBook: () => void;
}

/**
 * What a button that cannot be pressed says about the customer's own booking: 'Bokad' and
 * 'På reservlista' in the success colour, a failed booking in the error colour. Both are
 * aria-disabled rather than disabled, which would grey them like 'För sent att boka'.
 */
function statusColour(
  availability: ClassAvailability,
  state: BookingUiState | undefined,
): 'success' | 'error' | null {
  if (state === 'failed') return 'error';
  if (state) return null;
  return availability.kind === 'booked' || availability.kind === 'onWaitingList' ? 'success' : null;
}

/** Spec §4 labels: book, booked, too late to book, on waiting list, loading, failed (5 s). */
export function BookButton({ availability, state, className, onBook }: Props) {
  const { t } = useTranslation('classes');
  const label =
    state === 'loading'
      ? t('button.loading')
      : state === 'failed'
        ? t('button.failed')
        : t(`button.${availability.kind}`);
  const enabled = canBook(availability) && !state;
  const status = statusColour(availability, state);
  const icon =
    status === 'success' ? <CheckCircleOutline /> : status === 'error' ? <ErrorOutline /> : null;
  return (
    <Button
      variant={availability.kind === 'open' && !status ? 'contained' : 'outlined'}
      color={status ?? 'primary'}
      disabled={!enabled && state !== 'loading' && !status}
      aria-disabled={status ? true : undefined}
      disableRipple={Boolean(status)}
      loading={state === 'loading'}
      loadingPosition="start"
      startIcon={icon}
      onClick={enabled ? onBook : undefined}
      // Every state names its class: "Fullbokat" alone does not say which class is full.
      aria-label={`${label}: ${className}`}
      sx={{ minWidth: 160, whiteSpace: 'nowrap', ...(status ? { cursor: 'default' } : {}) }}
      data-testid="book-button"
      data-state={state ?? availability.kind}
    >
      {label}
    </Button>
  );
}
