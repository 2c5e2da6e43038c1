import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import type { SectionState } from './overview-logic';

interface Props {
  title: string;
  state: SectionState;
  emptyText: string;
  /** Needed when the section loads its own data (state 'loading' or 'error'). */
  loadingLabel?: string;
  errorText?: string;
  onRetry?: () => void;
  link: { to: string; label: string };
  children?: ReactNode;
}

/**
 * One summary of the overview: heading, its own skeleton, empty text and error with retry (so one
 * failing call leaves the other sections alone), and a link to the full page.
 */
export function OverviewSection(props: Props) {
  const { title, state, loadingLabel, errorText, emptyText, onRetry, link, children } = props;
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent component={Stack} spacing={2} sx={{ height: '100%' }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {state === 'loading' ? (
          <Stack role="status" aria-label={loadingLabel} spacing={1}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="70%" />
          </Stack>
        ) : state === 'error' ? (
          <LoadError message={errorText ?? ''} onRetry={onRetry} />
        ) : state === 'empty' ? (
          <Typography color="textSecondary">{emptyText}</Typography>
        ) : (
          children
        )}
        <Link component={RouterLink} to={link.to} sx={{ mt: 'auto', alignSelf: 'flex-start' }}>
          {link.label}
        </Link>
      </CardContent>
    </Card>
  );
}
