// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, createEmotionCache } from './emotion-cache';
import { styleTagsThatStay } from './emotion-styles.server';

// As the server writes them (src/entry.server.tsx): emotion's chunks, as tags marked to stay.
const SERVER_TAGS = styleTagsThatStay(
  [
    { key: 'mui-global', ids: ['1a2b'], css: 'body{margin:0;}' },
    {
      key: 'mui',
      ids: ['0', 'x1y2', 'z3w4'],
      css: '.mui-x1y2{color:teal;}.mui-z3w4{padding:8px;}',
    },
  ],
  'mui',
  'n0nce',
);

const headOrder = () =>
  [...document.head.children].map(
    (node) => node.getAttribute('data-emotion') ?? node.getAttribute('data-emotion-ssr') ?? node.id,
  );

describe("the server's style tags in the browser", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are marked so that emotion leaves them, the nonce kept', () => {
    expect(SERVER_TAGS).toBe(
      '<style data-s="" data-emotion="mui-global 1a2b" nonce="n0nce">body{margin:0;}</style>' +
        '<style data-emotion-ssr="mui 0 x1y2 z3w4" nonce="n0nce">.mui-x1y2{color:teal;}.mui-z3w4{padding:8px;}</style>',
    );
  });

  it('stay where they are while the caches start, and the classes count as written', () => {
    document.head.innerHTML = `<meta id="first">${SERVER_TAGS}<link id="after" rel="manifest">`;
    const before = headOrder();
    // emotion's default cache (made when @emotion/react loads), then the page's.
    createCache({ key: 'css' });
    const cache = createEmotionCache('n0nce');
    adoptServerStyles(cache);
    expect(headOrder()).toEqual(before);
    expect(cache.inserted).toMatchObject({ x1y2: true, z3w4: true });

    // A class the server did not write goes into a new tag after theirs.
    cache.insert(
      '.mui-new',
      { name: 'new', styles: 'color:red;', next: undefined },
      cache.sheet,
      true,
    );
    expect(headOrder()).toEqual(['first', 'mui-global 1a2b', 'mui 0 x1y2 z3w4', 'mui', 'after']);
  });
});
