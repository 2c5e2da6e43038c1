// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './on-first-input';

describe('onFirstInput', () => {
  it('runs once, at the first tap or key, and not before', () => {
    const task = vi.fn();
    const cancel = onFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    onFirstInput(task)();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).not.toHaveBeenCalled();
  });
});
