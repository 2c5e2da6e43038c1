// A lazily loaded page that the first render can have ready. `React.lazy` suspends on its first
// render even when its chunk is already in the browser (index.html preloads the chunk of the page
// being opened): React then commits the shell with the progress bar, waits, throttles the reveal
// and renders again, ~0.5 s on a fast desktop. `preload()` loads the module ahead (src/main.tsx
// awaits it for the matched routes before the first render); once loaded, the page renders
// directly. Before that, or on a later navigation to a page not yet loaded, it is React.lazy as
// before, under the layout's Suspense.
import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): ReactNode;
  preload: () => Promise<void>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | null = null;
  const remember = (module: PageModule) => {
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const LazyPageComponent = () => (Loaded ? <Loaded /> : <Lazy />);
  LazyPageComponent.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return LazyPageComponent;
}

/** Loads the lazy pages among the elements of the matched routes (see lazyPage). */
export function preloadPages(elements: ReactNode[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      if (!isValidElement(element)) return null;
      const type = element.type as Partial<LazyPage>;
      return typeof type.preload === 'function' ? type.preload() : null;
    }),
  );
}
