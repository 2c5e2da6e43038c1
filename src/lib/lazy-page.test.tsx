import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

const Page = () => <p>The page</p>;

describe('lazyPage', () => {
  it('renders in the first commit, without the fallback, once preloaded', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    await preloadPages([<Lazy key="page" />, <p key="other">not a page</p>, null]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when it was not preloaded', async () => {
    let resolve: (module: { default: typeof Page }) => void = () => {};
    const Lazy = lazyPage(() => new Promise((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
