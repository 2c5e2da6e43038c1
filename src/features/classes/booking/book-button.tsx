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
  return (
    <Button
      variant={availability.kind === 'open' ? 'contained' : 'outlined'}
      color={state === 'failed' ? 'error' : 'primary'}
      disabled={!enabled && state !== 'loading'}
      loading={state === 'loading'}
      loadingPosition="start"
      onClick={enabled ? onBook : undefined}
      aria-label={enabled ? `${label}: ${className}` : undefined}
      sx={{ minWidth: 160, whiteSpace: 'nowrap' }}
      data-testid="book-button"
      data-state={state ?? availability.kind}
    >
      {label}
    </Button>
  );
}
