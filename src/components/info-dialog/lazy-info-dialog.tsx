import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadChunk } from '@/lib/chunk-load';

// Its own chunk: a "read the terms" dialog opens only on a click, so the page takes over without
// the dialog's code (MUI's Dialog and its parts) and loads it at the first opening.
const InfoDialog = lazy(() =>
  loadChunk(() => import('./info-dialog').then(({ InfoDialog }) => ({ default: InfoDialog }))),
);

/** The information dialog (info-dialog.tsx), loaded when it first opens and then kept. */
export function LazyInfoDialog(props: ComponentProps<typeof InfoDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <InfoDialog {...props} />
    </Suspense>
  );
}
