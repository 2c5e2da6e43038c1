import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupActivity, GroupActivityBooking } from '@generated/booking/model';
import { LoadError } from '@/components/load-error/load-error';
import { classAvailability } from '../logic/class-availability';
import { ClassCard } from './class-card';
import type { BookingUiState } from './use-book-class';

/** Spec §9: 20 classes, "show more" adds 20. */
export const PAGE_SIZE = 20;

interface Props {
  classes: GroupActivity[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  now: number;
  mine: Map<number, GroupActivityBooking>;
  states: Record<number, BookingUiState>;
  onBook: (activity: GroupActivity) => void;
  onReadMore: (activity: GroupActivity) => void;
  /** Resets paging when the filters change. */
  filtersKey: string;
}

export function ClassList(props: Props) {
  // A query's answer re-renders synchronously (React Query reads through useSyncExternalStore):
  // 20 cards at once were one long task on a phone. Deferred, they render in the background in
  // slices, while the skeleton (or the previous list) stays a moment longer.
  const classes = useDeferredValue(props.classes);
  // Paging starts over for every new filter set (the key remounts the list).
  return <PagedClassList key={props.filtersKey} {...props} classes={classes} />;
}

function PagedClassList({
  classes,
  loading,
  error,
  onRetry,
  now,
  mine,
  states,
  onBook,
  onReadMore,
}: Props) {
  const { t } = useTranslation('classes');
  const [shown, setShown] = useState(PAGE_SIZE);

  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading || !classes)
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  if (classes.length === 0)
    return (
      <Typography sx={{ py: 4 }} data-testid="no-classes">
        {t('list.empty')}
      </Typography>
    );

  const visible = classes.slice(0, shown);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" role="status" data-testid="class-count">
        {t('list.count', { shown: visible.length, count: classes.length })}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((activity) => (
          <li key={activity.id}>
            <ClassCard
              activity={activity}
              availability={classAvailability(activity, now, mine)}
              state={states[activity.id]}
              onBook={() => onBook(activity)}
              onReadMore={() => onReadMore(activity)}
            />
          </li>
        ))}
      </Stack>
      {shown < classes.length ? (
        <Button
          variant="outlined"
          onClick={() => setShown((n) => n + PAGE_SIZE)}
          sx={{ alignSelf: 'center' }}
        >
          {t('list.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
