import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessUnit } from '@generated/booking/model';
import '@/lib/i18n';
import { FacilitySelect, IdMultiSelect } from './filter-fields';

const options = [
  { id: 3, name: 'Yin yoga' },
  { id: 1, name: 'Öppen simning' },
  { id: 2, name: 'Aquafit' },
];

describe('IdMultiSelect', () => {
  it('lists its options by Swedish name once opened, and collates nothing before', () => {
    const collate = vi.spyOn(Intl.Collator.prototype, 'compare', 'get');
    try {
      render(<IdMultiSelect label="Pass" value={[]} options={options} onChange={() => {}} />);
      expect(collate).not.toHaveBeenCalled();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pass' }));
      const names = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(names.map((option) => option.textContent)).toEqual([
        'Aquafit',
        'Yin yoga',
        'Öppen simning',
      ]);
    } finally {
      collate.mockRestore();
    }
  });
});

describe('FacilitySelect', () => {
  it('waits for the facilities before it shows the chosen one, without an out-of-range value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { rerender } = render(<FacilitySelect value={1} units={[]} onChange={() => {}} />);
      expect(screen.getByRole('combobox', { name: 'Anläggning' })).not.toHaveTextContent('Haga');
      rerender(
        <FacilitySelect
          value={1}
          units={
            [
              { id: 1, name: 'Haga' },
              { id: 2, name: 'Majorna' },
            ] as BusinessUnit[]
          }
          onChange={() => {}}
        />,
      );
      expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent('Haga');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
