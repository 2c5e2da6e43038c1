import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import styled from '@emotion/styled';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SERVER_STYLES_ATTRIBUTE } from './emotion-cache';
import { everyStyleChunk, styleTagsThatStay } from './emotion-styles.server';

// As MUI builds its components: a styled component over a component that renders a styled
// element with the class it is given (AppBar over Paper).
const PaperRoot = styled.div({ padding: 8 });
const Paper = ({ className }: { className?: string }) => createElement(PaperRoot, { className });
const AppBar = styled(Paper)({ color: 'teal' });

/** A render as the server makes it (src/entry.server.tsx): the extractor is made first. */
function render() {
  const cache = createCache({ key: 'mui', nonce: 'n0nce' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(Fragment, null, createElement(Global, { styles: { body: { margin: 0 } } })),
      createElement(AppBar),
    ),
  );
  return { cache, emotion, html };
}

const idOf = (inserted: Record<string, string | true | undefined>, text: string) =>
  Object.keys(inserted).find(
    (id) => typeof inserted[id] === 'string' && inserted[id] === `.mui-${id}{${text}}`,
  );

describe('everyStyleChunk', () => {
  it("sends the outer class of a styled component over another, which emotion's extraction leaves out", () => {
    const { cache, emotion, html } = render();
    const outer = idOf(cache.inserted, 'color:teal;');
    expect(outer).toBeDefined();
    // No element carries it: the inner component merged it into its own class.
    expect(html).not.toContain(`mui-${outer}`);
    const critical = emotion.extractCriticalToChunks(html).styles.flatMap((chunk) => chunk.ids);
    expect(critical).not.toContain(outer);

    const classes = everyStyleChunk(cache, html).styles.at(-1);
    expect(classes?.key).toBe('mui');
    expect(classes?.ids).toContain(outer);
    expect(classes?.css).toContain(`.mui-${outer}{color:teal;}`);
  });

  it('sends the class the element carries, and global styles first, each in a tag of its own', () => {
    const { cache, emotion, html } = render();
    const chunks = everyStyleChunk(cache, html);
    const [global, classes] = chunks.styles;
    expect(global).toEqual({
      key: 'mui-global',
      ids: [expect.any(String)],
      css: 'body{margin:0;}',
    });
    const merged = /class="(mui-[\w-]+)"/.exec(html)?.[1];
    expect(classes?.css).toContain(`.${merged}{padding:8px;color:teal;}`);
    // Everything emotion's extraction sends is sent too.
    for (const chunk of emotion.extractCriticalToChunks(html).styles)
      expect(chunks.styles.flatMap((each) => each.ids)).toEqual(expect.arrayContaining(chunk.ids));
    expect(chunks.html).toBe(html);
  });

  it("are emotion's own style tags, marked to stay where the server put them", () => {
    const { cache, emotion, html } = render();
    const { styles } = everyStyleChunk(cache, html);
    const emotionTags = emotion
      .constructStyleTagsFromChunks({ html, styles })
      .replaceAll('<style data-emotion="mui-global ', '<style data-s="" data-emotion="mui-global ')
      .replaceAll('<style data-emotion="mui ', `<style ${SERVER_STYLES_ATTRIBUTE}="mui `);
    expect(styleTagsThatStay(styles, cache.key, 'n0nce')).toBe(emotionTags);
    expect(emotionTags).toContain('nonce="n0nce"');
  });
});
