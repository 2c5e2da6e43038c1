import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { paragraphs } from '@/lib/notices/unique-notices';

/** The content site's notices for the service, facility and day (spec §5), as paragraphs. */
export function ServiceNotice({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Alert severity="warning" data-testid="service-notice">
      {paragraphs(text).map((part, index) => (
        <Typography key={index} sx={{ whiteSpace: 'pre-line', mt: index ? 1 : 0 }}>
          {part}
        </Typography>
      ))}
    </Alert>
  );
}
