// @vitest-environment jsdom
import { stripTags } from './strip-tags';

describe('stripTags', () => {
  it('keeps the text, decodes entities and collapses white space', () => {
    expect(stripTags('<p>Massage&nbsp;60 <b>min</b></p>\n<p>med &amp; utan olja</p>')).toBe(
      'Massage 60 min med & utan olja',
    );
  });

  it('drops scripts and reads value-card descriptions as text', () => {
    expect(
      stripTags('<p>10 bad &amp; bastu</p>\n<p>Giltigt <b>1 år</b></p><script>x()</script>'),
    ).toBe('10 bad & bastu Giltigt 1 år');
  });

  it('keeps the break between sentences that a line break or a block ends', () => {
    expect(
      stripTags('<p>armar och ben.<br>Löser upp</p><p>Kom i tid.</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('armar och ben. Löser upp Kom i tid. a b');
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
