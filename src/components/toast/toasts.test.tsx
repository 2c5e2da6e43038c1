import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { Toasts } from './toasts';

vi.mock('./toast-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Toasts', () => {
  it('leaves the page in place when the toast host cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>The page</p>
        <Toasts />
      </>,
    );
    await act(async () => {
      toast.error('Något gick fel');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Något gick fel')).not.toBeInTheDocument();
  });
});
