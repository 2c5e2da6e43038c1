import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

const FEED = 'haga.brpsystems.com/brponline/api/ver3/services/calendar?token=c2f7a91e';

describe('calendarLinks', () => {
  it('keeps a webcal and an https link as BRP sent them', () => {
    expect(calendarLinks({ webCalLink: `webcal://${FEED}`, icsLink: `https://${FEED}` })).toEqual({
      subscribe: `webcal://${FEED}`,
      address: `https://${FEED}`,
    });
    expect(calendarLinks({ webCalLink: `webcals://${FEED}`, icsLink: `https://${FEED}` })).not.toBe(
      null,
    );
  });

  it('refuses any other scheme, or text that is no link', () => {
    expect(calendarLinks({ webCalLink: `webcal://${FEED}`, icsLink: 'javascript:alert(1)' })).toBe(
      null,
    );
    expect(calendarLinks({ webCalLink: 'javascript:alert(1)', icsLink: `https://${FEED}` })).toBe(
      null,
    );
    expect(calendarLinks({ webCalLink: `webcal://${FEED}`, icsLink: `http://${FEED}` })).toBe(null);
    expect(calendarLinks({ webCalLink: `https://${FEED}`, icsLink: `https://${FEED}` })).toBe(null);
    expect(calendarLinks({ webCalLink: 'webcal:', icsLink: 'not a link' })).toBe(null);
  });
});
