import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('is a button named by its label or aria-label, its icon left out of the name', () => {
    const onClick = vi.fn();
    render(
      <PlainButton
        startIcon={<ShellIcon name="event" />}
        aria-label="Add Aquafit to the calendar"
        onClick={onClick}
      >
        Add to calendar
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Add Aquafit to the calendar' });
    // Never a form's submit button: a card's button inside a form must not send it.
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the variant, colour and size asked for on the shell sheet’s classes', () => {
    render(
      <PlainButton variant="outlined" color="secondary">
        Cancel
      </PlainButton>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass(
      'shell-button',
      'shell-button-outlined',
      'shell-button-secondary',
    );
  });

  it('disabled, it takes no click and no focus', () => {
    const onClick = vi.fn();
    render(
      <PlainButton disabled onClick={onClick}>
        Started
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Started' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).not.toHaveFocus();
  });
});
