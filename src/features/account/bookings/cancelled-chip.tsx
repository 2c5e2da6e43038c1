import EventBusy from '@mui/icons-material/EventBusy';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** The mark of a cancelled class or treatment, on the bookings page and the overview alike. */
export function CancelledChip({ label }: { label: string }) {
  return (
    <Chip
      size="small"
      color="error"
      icon={<EventBusy />}
      label={label}
      data-testid="cancelled-chip"
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The card's sentence saying so, where the places left would be. */
export function CancelledNote({ text }: { text: string }) {
  return (
    <Typography color="error" sx={{ fontWeight: 600 }} data-testid="cancelled-note">
      {text}
    </Typography>
  );
}
