// @vitest-environment jsdom
import { stripTags } from './strip-tags';

describe('stripTags', () => {
  it('keeps the text, decodes entities and collapses white space', () => {
    expect(stripTags('<p>Massage&nbsp;60 <b>min</b></p>\n<p>med &amp; utan olja</p>')).toBe(
      'Massage 60 min med & utan olja',
    );
  });

  it('runs nothing and keeps no markup from hostile input', () => {
    const onerror = vi.fn();
    (window as unknown as { hostile: () => void }).hostile = onerror;
    const text = stripTags(
      '<img src=x onerror="hostile()"><script>hostile()</script><style>p{}</style>Hej',
    );
    expect(text).toBe('Hej');
    expect(text).not.toContain('<');
    expect(onerror).not.toHaveBeenCalled();
  });
});
