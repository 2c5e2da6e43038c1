import { describe, expect, it, vi } from 'vitest';
import { shownLoadErrors } from './shown-load-errors';

describe('shownLoadErrors', () => {
  it('counts the sections that show an error, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = shownLoadErrors.subscribe(listener);
    const first = shownLoadErrors.add();
    const second = shownLoadErrors.add();
    expect(shownLoadErrors.count()).toBe(2);
    first();
    expect(shownLoadErrors.count()).toBe(1);
    second();
    expect(shownLoadErrors.count()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });
});
