import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { IdMultiSelect } from './filter-fields';

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
