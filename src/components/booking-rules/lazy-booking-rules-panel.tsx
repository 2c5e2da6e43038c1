import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';
import { loadChunk } from '@/lib/chunk-load';

// Its own chunk on the class pages: the strikes and quota are told beside the page's main content,
// never instead of it, and the class pages' JavaScript budgets have no room for them. The member
// bookings page imports the panel itself: there the panel is above the list, in the server's HTML,
// and a lazy part can drop to its fallback while the browser takes the page over (decision 049).
const BookingRulesPanel = lazy(() =>
  loadChunk(() =>
    import('./booking-rules-panel').then(({ BookingRulesPanel }) => ({
      default: BookingRulesPanel,
    })),
  ),
);

/** The panel's frame while its code loads: the same box and lines, so nothing moves after. */
function PanelFrame() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}

export function LazyBookingRulesPanel(props: ComponentProps<typeof BookingRulesPanel>) {
  return (
    <Suspense fallback={<PanelFrame />}>
      <BookingRulesPanel {...props} />
    </Suspense>
  );
}
