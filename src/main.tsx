import '@/ui/styles/app.css';

/**
 * The composition root. The first paint needs no JavaScript: the server answers each known path with its frame,
 * prerendered (the sign-in form, or a signed-in page's heading and reserved space; decision 0207). It stays as it is,
 * without hydration, while the site configuration, the container and the shell load in parallel (each a lazily loaded
 * chunk, decision 0172); then the app renders in its place, showing the same frame until its page is ready.
 *
 * This module holds no library: React, the metadata polyfill and the start-up chunks are imported once the browser
 * reported its first contentful paint (the frame), so that no script is evaluated before that paint (decision 0354).
 * The HTML preloads React (scripts/start-preload-plugin.ts), so it downloads meanwhile; the start-up chunks are
 * asked for after the paint.
 */
async function start(element: HTMLElement): Promise<void> {
  // The site configuration is asked for at once, beside the chunks, not after its adapter's chunk arrived (one round
  // trip less before the app renders, decision 0212); the adapter reads this answer on its first load.
  const SITE_CONFIG = '/site-config.json';
  const early = fetch(SITE_CONFIG, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  early.catch(() => undefined);
  let earlyUsed = false;
  const fetchSiteConfig: typeof fetch = (input, init) => {
    if (!earlyUsed && input === SITE_CONFIG) {
      earlyUsed = true;
      return early;
    }
    return fetch(input, init);
  };
  await afterFirstContentfulPaint();
  // The metadata polyfill before any decorated class is evaluated (the start-up chunks are full of them).
  await import('reflect-metadata');
  const [
    { StrictMode, createElement, startTransition },
    { createRoot },
    { HttpSiteConfigSource },
    { createAppContainer },
    { currentBrowserEnvironment },
    { App },
    { uiModule },
    { keepSignedInHint },
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('@/adapters/site-config/http-site-config-source'),
    import('@/container/create-app-container'),
    import('@/container/browser-environment'),
    import('@/ui/app'),
    import('@/ui/ui-module'),
    import('@/ui/shell/signed-in-hint'),
  ]);
  const source = new HttpSiteConfigSource(SITE_CONFIG, fetchSiteConfig);
  await source.load();
  const container = await createAppContainer(source, currentBrowserEnvironment());
  container.load(uiModule);
  // The session's store (with the identity SDK behind it) is made in a task of its own, after the container's: two
  // shorter tasks rather than one long one, so input and paint can come in between (decision 0346).
  await nextTask();
  keepSignedInHint(container, window.location.protocol === 'https:');
  // The prerendered frame is replaced on the first commit (createRoot clears what the element held). The container
  // was built in this task; the first render starts in a task of its own and, as a transition, renders in slices of
  // a few milliseconds, so no single long task holds the main thread (decision 0215).
  await nextTask();
  const root = createRoot(element);
  startTransition(() => {
    root.render(createElement(StrictMode, null, createElement(App, { container })));
  });
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the app waits for the browser's first contentful paint before it starts anyway (a hidden tab paints none). */
const FIRST_PAINT_WAIT_MS = 250;

/** Resolves in a task after the browser reported its first contentful paint, or after FIRST_PAINT_WAIT_MS. */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    let settled = false;
    const go = (): void => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) go();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      go();
    }
  });
}

start(document.getElementById('root')!).catch((error: unknown) => {
  console.error('The app could not start', error);
});
