import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToastHost, toast, toastHostWanted, TOAST_DEFAULTS, type ToastHost } from './toast';

const host = { show: vi.fn<ToastHost['show']>(), close: vi.fn<ToastHost['close']>() };

describe('before the toast host is there', () => {
  it('keeps the toasts and closes asked for, asks for the host, and delivers them in order', () => {
    expect(toastHostWanted.get()).toBe(false);
    const wanted = vi.fn();
    const unsubscribe = toastHostWanted.subscribe(wanted);
    const first = toast.info('Hej');
    const loading = toast.loading('Bokar...');
    toast.dismiss(loading);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(toastHostWanted.get()).toBe(true);
    unsubscribe();

    const detach = attachToastHost(host);
    expect(host.show.mock.calls).toEqual([
      ['Hej', { variant: 'info', key: first }],
      ['Bokar...', { variant: 'info', persist: true, key: loading }],
    ]);
    expect(host.close.mock.calls).toEqual([[loading]]);
    expect(first).not.toBe(loading);

    detach();
    toast.error('Fel');
    expect(host.show).toHaveBeenCalledTimes(2);
    attachToastHost(host);
    expect(host.show).toHaveBeenLastCalledWith(
      'Fel',
      expect.objectContaining({ variant: 'error' }),
    );
  });
});

describe('toast.loading (spec §9: loading time-out 50 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    attachToastHost(host);
    host.show.mockClear();
    host.close.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays while the call runs and is given up after 50 s', () => {
    const key = toast.loading('Bokar...');
    expect(host.show).toHaveBeenLastCalledWith('Bokar...', {
      variant: 'info',
      persist: true,
      key,
    });
    vi.advanceTimersByTime(49_999);
    expect(host.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(host.close).toHaveBeenCalledWith(key);
    expect(TOAST_DEFAULTS.loadingTimeout).toBe(50_000);
  });

  it('is closed once when dismissed before the time-out, and the timer is cleared', () => {
    const key = toast.loading('Sparar...');
    vi.advanceTimersByTime(1_000);
    toast.dismiss(key);
    expect(host.close).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(host.close).toHaveBeenCalledTimes(1);
  });

  it('times out each loading toast on its own', () => {
    const first = toast.loading('A');
    vi.advanceTimersByTime(30_000);
    const second = toast.loading('B');
    vi.advanceTimersByTime(20_000);
    expect(host.close.mock.calls).toEqual([[first]]);
    vi.advanceTimersByTime(30_000);
    expect(host.close.mock.calls).toEqual([[first], [second]]);
  });

  it('gives a success toast 2 s and an error the default 4 s', () => {
    toast.success('Bokat!');
    expect(host.show).toHaveBeenLastCalledWith(
      'Bokat!',
      expect.objectContaining({ variant: 'success', autoHideDuration: 2000 }),
    );
    toast.error('Fel');
    expect(host.show.mock.lastCall?.[1]).not.toHaveProperty('autoHideDuration');
  });
});
