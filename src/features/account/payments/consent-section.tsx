import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownLoadError } from '@/components/load-error/load-error';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';

interface Props<T> {
  id: string;
  heading: string;
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  unavailableText: string;
  renderItem: (item: T) => ReactNode;
}

/** Said plainly, not as an alarm; the site's banner stays away while it shows. */
function Unavailable({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('account-payments');
  useShownLoadError();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="textSecondary">{text}</Typography>
      <Button size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}

/**
 * One group of consents. Spec §7: a failed payment-info load silently stops loading — so no alarm,
 * but we say plainly that the list could not be loaded rather than pretend it is empty.
 */
export function ConsentSection<T extends { id: number }>({
  id,
  heading,
  query,
  emptyText,
  unavailableText,
  renderItem,
}: Props<T>) {
  const { t } = useTranslation('account-payments');
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else if (query.isError) {
    body = <Unavailable text={unavailableText} onRetry={() => void query.refetch()} />;
  } else if (!query.data || query.data.length === 0) {
    body = <Typography color="textSecondary">{emptyText}</Typography>;
  } else {
    body = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} variant="h2">
        {heading}
      </Typography>
      {body}
    </Stack>
  );
}
