import { describe, expect, it } from 'vitest';
import { detailErrors, lineErrors, orderErrors, readIntent, readValues } from './form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the withdrawal form', () => {
  it('reads what a step posts, trimmed, and the step asked for', () => {
    const data = form([
      ['intent', 'next:order'],
      ['orderNumber', ' 90431 '],
      ['orderEmail', 'erik@example.se'],
      ['line', '772010'],
      ['line', 'x'],
      ['name', ' Erik '],
    ]);
    expect(readIntent(data)).toEqual({ go: 'next', from: 'order' });
    expect(readIntent(form([['intent', 'back:lines']]))).toEqual({ go: 'back', to: 'lines' });
    expect(readIntent(form([['intent', 'next:nonsense']]))).toEqual({ go: 'next', from: 'order' });
    expect(readValues(data)).toEqual({
      orderNumber: '90431',
      orderEmail: 'erik@example.se',
      lines: [772010],
      name: 'Erik',
      email: '',
    });
  });

  it('names each bad field', () => {
    const empty = readValues(form([]));
    expect(orderErrors(empty, true)).toEqual({ orderNumber: 'required', orderEmail: 'required' });
    expect(orderErrors(empty, false)).toEqual({ orderNumber: 'chooseOrder' });
    expect(orderErrors({ ...empty, orderNumber: '9O431', orderEmail: 'erik@' }, true)).toEqual({
      orderNumber: 'orderNumber',
      orderEmail: 'email',
    });
    expect(lineErrors({ ...empty, lines: [1] }, [2])).toEqual({ lines: 'chooseLine' });
    expect(lineErrors({ ...empty, lines: [2] }, [2])).toEqual({});
    expect(detailErrors({ ...empty, name: 'x'.repeat(101), email: 'a b@c.se' })).toEqual({
      name: 'tooLong',
      email: 'email',
    });
  });
});
