import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html';

describe('SanitizedHtml', () => {
  it('keeps content and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p>Hej <strong>Anna</strong></p><script>window.x=1</script><img src="x" onerror="window.x=1"><a href="javascript:alert(1)">l</a>'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Anna');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('adds noopener to links that open a new tab and can keep line breaks', () => {
    const { container } = render(
      <SanitizedHtml
        preserveLineBreaks
        html={'Rad 1\nRad 2 <a href="https://x.se" target="_blank">x</a>'}
      />,
    );
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
