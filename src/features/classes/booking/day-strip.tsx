import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DayButton } from '@/components/day-button/day-button';
import { dayStrip } from '../logic/day-strip';

interface Props {
  from: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}

/**
 * Scrolls the strip (only the strip, never the page) so that its pressed day is in view: on a
 * phone the 14 days are wider than the screen, and a page that opens on a chosen day (after the
 * login, a link, a reload) would otherwise show the first days and hide the chosen one.
 */
function showPressedDay(strip: HTMLElement | null): void {
  const pressed = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!strip || !pressed) return;
  const box = strip.getBoundingClientRect();
  const day = pressed.getBoundingClientRect();
  if (day.left >= box.left && day.right <= box.right) return;
  strip.scrollLeft += day.left - box.left - (box.width - day.width) / 2;
}

/** The 14-day strip: "all days" or one day of the range. */
export function DayStrip({ from, selected, onSelect }: Props) {
  const { t } = useTranslation('classes');
  const strip = useRef<HTMLElement>(null);
  useLayoutEffect(() => showPressedDay(strip.current), [from, selected]);
  return (
    <Stack
      ref={strip}
      component="nav"
      aria-label={t('filters.dayStrip')}
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', py: 1, '@media print': { display: 'none' } }}
      data-testid="day-strip"
    >
      <Button
        variant={selected === null ? 'contained' : 'outlined'}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        sx={{ flexShrink: 0 }}
      >
        {t('filters.allDays')}
      </Button>
      {dayStrip(from).map((day) => (
        <DayButton key={day} day={day} selected={selected === day} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
