import { lazy, Suspense, type ComponentProps } from 'react';
import { loadChunk } from '@/lib/chunk-load';

// Its own chunk: the question comes only when a visitor with a cart picks another facility, and
// the shop pages' JavaScript budgets have no room for a dialog that is seldom shown.
const FacilityChangeDialog = lazy(() =>
  loadChunk(() =>
    import('./facility-change-dialog').then(({ FacilityChangeDialog }) => ({
      default: FacilityChangeDialog,
    })),
  ),
);

/** The facility question (facility-change-dialog.tsx), loaded when it is first asked. */
export function LazyFacilityChangeDialog(props: ComponentProps<typeof FacilityChangeDialog>) {
  if (!props.cart.asking) return null;
  return (
    <Suspense fallback={null}>
      <FacilityChangeDialog {...props} />
    </Suspense>
  );
}
