import { ageOn, checkParticipant } from './participant';

const course = { minimumAge: 4, firstDay: '2026-12-12', today: '2026-12-02' };
const child = { firstName: 'Elsa', lastName: 'Lindqvist', birthDate: '2021-05-14' };

test('counts whole years up to the day', () => {
  expect(ageOn('2022-12-12', '2026-12-12')).toBe(4);
  expect(ageOn('2022-12-13', '2026-12-12')).toBe(3);
});

test('a participant old enough on the first day passes', () => {
  expect(checkParticipant(child, course)).toEqual({});
});

test('every empty field is named, and a bad or future date is not a birth date', () => {
  expect(checkParticipant({ firstName: ' ', lastName: '', birthDate: '' }, course)).toEqual({
    firstName: { key: 'participant.errors.firstName' },
    lastName: { key: 'participant.errors.lastName' },
    birthDate: { key: 'participant.errors.birthDate' },
  });
  for (const birthDate of ['14/05/2021', '2021-02-30', '2027-01-01'])
    expect(checkParticipant({ ...child, birthDate }, course).birthDate).toEqual({
      key: 'participant.errors.birthDateInvalid',
    });
});

test('younger than the minimum age on the first day gets spec §8’s text with minAge', () => {
  expect(checkParticipant({ ...child, birthDate: '2022-12-13' }, course).birthDate).toEqual({
    key: 'errors:fieldCodes.DATE_AGE_TOO_YOUNG',
    values: { minAge: 4 },
  });
  expect(
    checkParticipant({ ...child, birthDate: '2022-12-13' }, { ...course, minimumAge: 0 }),
  ).toEqual({});
});
