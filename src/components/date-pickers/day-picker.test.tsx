import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import DayPicker from './day-picker';

const shownText = (label: string) =>
  screen
    .getByRole('group', { name: label })
    .querySelector('.MuiPickersInputBase-sectionsContainer')!
    .textContent!.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

function renderPicker(path: string, label: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DayPicker
        label={label}
        value="2026-03-26"
        min="2026-03-25"
        max="2026-06-23"
        helperText=""
        onChange={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the day picker', () => {
  it('writes its day in the page language', () => {
    renderPicker('/booking/', 'Från och med');
    expect(shownText('Från och med')).toBe('2026-03-26');
  });

  it('mounts without an Intl date formatter: the first loads the time-zone data, a long task', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const converted = vi.spyOn(Date.prototype, 'toLocaleString');
    try {
      renderPicker('/en/booking/', 'From');
      expect(shownText('From')).toBe('03/26/2026');
      expect(made).not.toHaveBeenCalled();
      expect(converted).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      converted.mockRestore();
    }
  });
});
