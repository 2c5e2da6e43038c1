import { quantityError, windowsOfDay } from './entry-windows';

const window = (start: string, end: string, capacity?: number) => ({
  duration: { start, end },
  price: { amount: 39500, currency: 'SEK' },
  resources: capacity === undefined ? [] : [{ id: 9201, name: 'Spa', availableCapacity: capacity }],
});

test('the windows of one Stockholm day in start order, with places left', () => {
  const all = [
    window('2026-12-03T11:00:00.000Z', '2026-12-03T14:00:00.000Z', 2),
    window('2026-12-03T08:00:00.000Z', '2026-12-03T11:00:00.000Z'),
    // 00:30 in Stockholm on the 4th is the 4th's, though UTC says the 3rd.
    window('2026-12-03T23:30:00.000Z', '2026-12-04T02:00:00.000Z', 0),
  ];
  expect(windowsOfDay(all, '2026-12-03')).toEqual([
    {
      start: '2026-12-03T08:00:00.000Z',
      end: '2026-12-03T11:00:00.000Z',
      price: 39500,
      left: null,
    },
    { start: '2026-12-03T11:00:00.000Z', end: '2026-12-03T14:00:00.000Z', price: 39500, left: 2 },
  ]);
  expect(windowsOfDay(all, '2026-12-04').map((w) => w.left)).toEqual([0]);
});

test('the quantity is 1 to 10 digits and no more than the places left', () => {
  expect(quantityError('2', 6)).toBeNull();
  expect(quantityError('10', null)).toBeNull();
  expect(quantityError('två', 6)).toBe('quantity.invalid');
  expect(quantityError('', 6)).toBe('quantity.invalid');
  expect(quantityError('0', 6)).toBe('quantity.range');
  expect(quantityError('11', null)).toBe('quantity.range');
  expect(quantityError('3', 2)).toBe('quantity.tooMany');
});
