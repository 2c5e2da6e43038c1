// Swedish phone numbers as people write them (Språkrådet's and PTS's grouping): the area code,
// a hyphen, then the subscriber number in groups, pairs from the end and a three-digit group
// first when the count is odd: 031-123 45 67, 08-123 456 78, 070-123 45 67, 0480-123 45. With the
// country code the area code loses its zero and the hyphen: +46 31 123 45 67.

/** Area codes of two digits after the zero (besides Stockholm's 8), and the mobile ones. */
const THREE_DIGIT_AREAS = new Set([
  '10',
  '11',
  '13',
  '16',
  '18',
  '19',
  '20',
  '21',
  '23',
  '26',
  '31',
  '33',
  '35',
  '36',
  '40',
  '42',
  '44',
  '46',
  '54',
  '60',
  '63',
  '70',
  '71',
  '72',
  '73',
  '74',
  '76',
  '77',
  '78',
  '79',
  '90',
]);

/** The area code's digits after the zero: '8', '31' or '480'. */
function areaOf(national: string): string {
  if (national.startsWith('8')) return '8';
  const two = national.slice(0, 2);
  return THREE_DIGIT_AREAS.has(two) ? two : national.slice(0, 3);
}

/** '1234567' → '123 45 67', '12345678' → '123 456 78', '123456' → '12 34 56'. */
function groupSubscriber(digits: string): string {
  if (digits.length <= 4) return digits;
  if (digits.length === 8) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const head = digits.length % 2 === 1 ? 3 : 2;
  const pairs = digits.slice(head).match(/\d{2}/g) ?? [];
  return [digits.slice(0, head), ...pairs].join(' ');
}

/**
 * A phone number as people write it. Swedish numbers ('031123400', country code 46 or none) are
 * grouped: '031-12 34 00'; given without their zero and with 46 ('31123400'): '+46 31 12 34 00'.
 * A number of another country gets its code in front, and anything that is not digits (an
 * extension, letters) is shown as it came.
 */
export function formatPhoneNumber(number: string, countryCode?: number): string {
  const given = number.trim();
  const compact = given.replace(/[\s-]/g, '');
  const international = /^(\+|00)46/.exec(compact);
  const digits = international ? compact.slice(international[0].length) : compact;
  if (!/^\d+$/.test(digits)) return given;
  const swedish = international !== null || countryCode === undefined || countryCode === 46;
  if (!swedish) return `+${countryCode} ${given}`;
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length < 7 || national.length > 10) return given;
  const area = areaOf(national);
  const subscriber = groupSubscriber(national.slice(area.length));
  return digits.startsWith('0') && !international
    ? `0${area}-${subscriber}`
    : `+46 ${area} ${subscriber}`;
}
