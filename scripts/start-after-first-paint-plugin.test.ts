// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_AT_LATEST_MS, startUpScript } from './start-after-first-paint-plugin';

const script = startUpScript({
  preload:
    "document.head.appendChild(Object.assign(document.createElement('link'),{rel:'modulepreload',href:'/assets/page.js'}))",
  entry: '/assets/app.js',
});

function at(pathname: string) {
  window.history.replaceState(null, '', pathname);
}

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')];
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
let frames: FrameRequestCallback[];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.head.innerHTML = '';
  at('/booking/');
});

afterEach(() => {
  document.documentElement.className = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the start-up script of index.html', () => {
  it('adds the route’s preloads and the app’s entry only once the first frame is on the screen', () => {
    new Function(script)();
    expect(entryScripts()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);

    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(0); // laid out, on the screen a frame later
    frames.shift()!(16);
    expect(entryScripts()).toHaveLength(0); // still inside that frame
    vi.advanceTimersByTime(0);

    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/assets/page.js']);
    const [entry] = entryScripts() as HTMLScriptElement[];
    expect(entry?.getAttribute('src')).toBe('/assets/app.js');
    expect(entry?.crossOrigin).toBe('');
  });

  it('starts once, even when the fallback timer also fires', () => {
    new Function(script)();
    frames.shift()!(0);
    frames.shift()!(16);
    vi.advanceTimersByTime(START_AT_LATEST_MS * 2);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(1);
  });

  it('does not wait for a frame that does not come: at most START_AT_LATEST_MS', () => {
    new Function(script)();
    vi.advanceTimersByTime(START_AT_LATEST_MS - 1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once in a tab that is not shown (it paints no frames)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(script)();
    expect(entryScripts()).toHaveLength(1);
    expect(frames).toHaveLength(0);
  });

  it("on a page that waits for the document's paint, starts two frames after that paint", async () => {
    document.documentElement.className = 'prerendered-route document-waits';
    new Function(script)();
    vi.advanceTimersByTime(START_AT_LATEST_MS * 2);
    frames.forEach((frame) => frame(0));
    expect(entryScripts()).toHaveLength(0);

    document.documentElement.classList.remove('document-waits');
    await vi.waitFor(() => expect(frames).toHaveLength(1)); // the observer reports in a microtask
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(0); // the painted text reaches the screen a frame later
    frames[1]!(16);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
  });
});
