import { readFileSync } from 'node:fs';
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAVICON_DATA_URL } from './favicon';
import { ManifestLink } from './manifest-link';

describe('ManifestLink', () => {
  it('is not in the server HTML: Chrome would fetch the manifest and its icon before the code', () => {
    expect(renderToString(<ManifestLink language="sv" />)).toBe('');
  });

  it('links the language’s manifest, with credentials, once the page is the browser’s', async () => {
    const { rerender } = render(<ManifestLink language="sv" />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      ),
    );
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'crossorigin',
      'use-credentials',
    );
    rerender(<ManifestLink language="en" />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/en/manifest.webmanifest',
      ),
    );
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});

describe('FAVICON_DATA_URL', () => {
  it('is public/favicon.svg itself, so the page makes no request for it', () => {
    expect(FAVICON_DATA_URL).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(decodeURIComponent(FAVICON_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync('public/favicon.svg', 'utf8').trim(),
    );
  });
});
