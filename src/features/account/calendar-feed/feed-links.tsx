import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { CalendarLinks } from './calendar-links';

/**
 * The two ways in: the webcal link, one tap that opens the calendar app and subscribes; and the
 * https address to copy, for calendars that ask for one (Google, Outlook on the web).
 */
export function FeedLinks({ links }: { links: CalendarLinks }) {
  const { t } = useTranslation('account-bookings');
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.address);
      toast.success(t('calendarFeed.copied'));
    } catch {
      // No clipboard (an old browser, or refused): the address is selected to copy by hand.
      input.current?.select();
      toast.error(t('calendarFeed.copyFailed'));
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        href={links.subscribe}
        startIcon={<EventRepeatIcon />}
        data-testid="calendar-subscribe"
      >
        {t('calendarFeed.subscribe')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignSelf: 'stretch', alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('calendarFeed.address')}
          value={links.address}
          inputRef={input}
          fullWidth
          size="small"
          helperText={t('calendarFeed.addressHelp')}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'calendar-address' },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t('calendarFeed.copy')}
        </Button>
      </Stack>
    </Stack>
  );
}
