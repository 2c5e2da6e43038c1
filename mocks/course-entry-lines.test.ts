import { ageAt, entryLine, eventLine } from './course-entry-lines.ts';

const baddaren = {
  id: 4410,
  name: 'Simskola Baddaren vt 2026',
  duration: { start: '2026-12-12T09:00:00.000Z', end: '2027-01-30T09:40:00.000Z' },
  eventProduct: { id: 610, name: 'Simskola Baddaren' },
  businessUnit: { id: 1, name: 'Haga' },
  slots: { totalBookable: 10, leftToBook: 1 },
  price: { amount: 95000, currency: 'SEK' },
  minimumAge: 4,
};
const ask = async (path: string) => {
  if (path.startsWith('/businessunits/1/events')) return [baddaren];
  if (path === '/products/entries/903')
    return { id: 903, name: 'Spa 3 timmar', price: { amount: 39500 }, vat: { rate: '6' } };
  if (path.startsWith('/products/entries/903/suggestions'))
    return [
      {
        duration: { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T11:00:00.000Z' },
        resources: [{ availableCapacity: 2 }],
      },
    ];
  return undefined;
};
const child = (birthDate: string) => ({ firstName: 'Elsa', lastName: 'L', birthDate });

test('ages in whole years at an instant', () => {
  expect(ageAt('2022-12-12', '2026-12-12T09:00:00.000Z')).toBe(4);
  expect(ageAt('2022-12-13', '2026-12-12T09:00:00.000Z')).toBe(3);
});

test('a course line is the round at its price per participant, at 6 % VAT', async () => {
  const line = await eventLine({ event: 4410, participants: [child('2020-01-01')] }, 1, ask);
  expect(line).toMatchObject({
    product: { id: 610, name: 'Simskola Baddaren' },
    unitPrice: 95000,
    vatRate: 6,
    quantity: 1,
    extra: { event: { id: 4410, name: 'Simskola Baddaren vt 2026' } },
  });
});

test('BRP’s refusals: too young for the course, more participants than places, no such round', async () => {
  expect(await eventLine({ event: 4410, participants: [child('2023-01-01')] }, 1, ask)).toEqual({
    refused: {
      status: 422,
      body: {
        errorCode: 'INVALID_INPUT',
        fieldErrors: [
          { field: 'participants.0.birthDate', errorCode: 'DATE_AGE_TOO_YOUNG', minAge: 4 },
        ],
      },
    },
  });
  const two = [child('2020-01-01'), child('2020-02-02')];
  expect(await eventLine({ event: 4410, participants: two }, 1, ask)).toEqual({
    refused: { status: 403, body: { errorCode: 'BOOK_EVENT_INSUFFICIENT_SLOTS' } },
  });
  expect(await eventLine({ event: 9999, participants: [] }, 1, ask)).toBeUndefined();
});

test('an entry line has one ticket per entry in the window; a full window is refused', async () => {
  let id = 0;
  const period = { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T11:00:00.000Z' };
  const line = await entryLine({ entryProduct: 903, period, quantity: 2 }, 1, () => ++id, ask);
  expect(line).toMatchObject({
    product: { id: 903, name: 'Spa 3 timmar' },
    unitPrice: 39500,
    vatRate: 6,
    quantity: 2,
    extra: {
      entries: [
        { id: 1, ...period, cardnumber: null },
        { id: 2, ...period, cardnumber: null },
      ],
    },
  });
  expect(await entryLine({ entryProduct: 903, period, quantity: 3 }, 1, () => ++id, ask)).toEqual({
    refused: { status: 403, body: { errorCode: 'NO_FREE_RESOURCES_AVAILABLE' } },
  });
});
