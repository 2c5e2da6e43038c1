import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const notistack = vi.hoisted(() => {
  let next = 0;
  return {
    enqueueSnackbar: vi.fn(() => `toast-${(next += 1)}`),
    closeSnackbar: vi.fn(),
  };
});
vi.mock('notistack', () => notistack);

const { toast, TOAST_DEFAULTS } = await import('./toast');

beforeEach(() => {
  vi.useFakeTimers();
  notistack.closeSnackbar.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast.loading (spec §9: loading time-out 50 s)', () => {
  it('stays while the call runs and is given up after 50 s', () => {
    const key = toast.loading('Bokar...');
    expect(notistack.enqueueSnackbar).toHaveBeenLastCalledWith('Bokar...', {
      variant: 'info',
      persist: true,
    });
    vi.advanceTimersByTime(49_999);
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notistack.closeSnackbar).toHaveBeenCalledWith(key);
    expect(TOAST_DEFAULTS.loadingTimeout).toBe(50_000);
  });

  it('is closed once when dismissed before the time-out, and the timer is cleared', () => {
    const key = toast.loading('Sparar...');
    vi.advanceTimersByTime(1_000);
    toast.dismiss(key);
    expect(notistack.closeSnackbar).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(notistack.closeSnackbar).toHaveBeenCalledTimes(1);
  });

  it('times out each loading toast on its own', () => {
    const first = toast.loading('A');
    vi.advanceTimersByTime(30_000);
    const second = toast.loading('B');
    vi.advanceTimersByTime(20_000);
    expect(notistack.closeSnackbar.mock.calls).toEqual([[first]]);
    vi.advanceTimersByTime(30_000);
    expect(notistack.closeSnackbar.mock.calls).toEqual([[first], [second]]);
  });
});
