import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppModal } from './app-modal';

describe('AppModal', () => {
  // Made only at its first opening (a performance matter the DOM does not show): it must still
  // open from closed, and close again.
  it('opens from closed with its title and content, and closes', async () => {
    const modal = (open: boolean) => (
      <AppModal open={open} onClose={() => {}} title="Läs mer">
        <p>Avboka senast två timmar före start.</p>
      </AppModal>
    );
    const { rerender } = render(modal(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(modal(true));
    expect(await screen.findByRole('dialog', { name: 'Läs mer' })).toHaveTextContent(
      'Avboka senast två timmar före start.',
    );
    rerender(modal(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(modal(true));
    expect(await screen.findByRole('dialog', { name: 'Läs mer' })).toBeInTheDocument();
  });
});
