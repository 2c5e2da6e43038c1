import { describe, expect, it } from 'vitest';
import { apiOrigins } from './preconnect-plugin';

describe('the API origins index.html connects to early', () => {
  it('are the origins of absolute API URLs, each once', () => {
    expect(
      apiOrigins([
        'https://stadsbadet.brpsystems.com/brponline/api/ver3',
        'https://www.stadsbadet.se/wp-json',
      ]),
    ).toEqual(['https://stadsbadet.brpsystems.com', 'https://www.stadsbadet.se']);
    expect(apiOrigins(['https://api.example.se/a', 'https://api.example.se/b/'])).toEqual([
      'https://api.example.se',
    ]);
    expect(apiOrigins(['http://localhost:4010/brponline/api/ver3'])).toEqual([
      'http://localhost:4010',
    ]);
  });

  it('are none for paths on the same origin, unset variables or no URL at all', () => {
    expect(
      apiOrigins(['/brponline/api/ver3', '/wp-json', undefined, '', 'ftp://x', 'https://']),
    ).toEqual([]);
  });
});
