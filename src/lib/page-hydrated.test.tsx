import { act, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageHydrated } from './page-hydrated';

/** A layout as the site's: a shell, and the page in a Suspense boundary with the mark after it. */
function Layout({ page, onShellEffect }: { page: ReactNode; onShellEffect: () => void }) {
  useEffect(onShellEffect, [onShellEffect]);
  return (
    <div>
      <header>Stadsbadet</header>
      <main>
        <Suspense fallback={<p>Loading</p>}>
          {page}
          <PageHydrated />
        </Suspense>
      </main>
    </div>
  );
}

function Form() {
  return <input aria-label="Date of birth" />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

it("marks the page the browser's only once the boundary around it has hydrated, not with the shell", async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const noop = () => {};
  container.innerHTML = renderToString(<Layout page={<Form />} onShellEffect={noop} />);

  // The page's code is still on its way as the browser takes the server's HTML over: React
  // hydrates the shell and leaves the boundary as the server's HTML until the code is there.
  let arrive!: () => void;
  const code = new Promise<{ default: typeof Form }>((resolve) => {
    arrive = () => resolve({ default: Form });
  });
  const LazyForm = lazy(() => code);
  const serverField = container.querySelector('input');
  let shellHydrated = false;
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <Layout
          page={<LazyForm />}
          onShellEffect={() => {
            shellHydrated = true;
          }}
        />,
      );
    });
    expect(shellHydrated).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => {
      arrive();
      await code;
    });
    expect(document.documentElement.dataset.hydrated).toBe('');
    // Hydrated in place, not rendered anew: the server's field is the one React now holds.
    expect(container.querySelector('input')).toBe(serverField);
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  }
});
