import 'reflect-metadata';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/ui/styles/app.css';

/**
 * The composition root. The first paint needs no JavaScript: the server answers each known path with its frame,
 * prerendered (the sign-in form, or a signed-in page's heading and reserved space; decision 0207). It stays as it is,
 * without hydration, while the site configuration, the container and the shell load in parallel (each a lazily loaded
 * chunk, decision 0172); then the app renders in its place, showing the same frame until its page is ready.
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
  const [
    { HttpSiteConfigSource },
    { createAppContainer },
    { currentBrowserEnvironment },
    { App },
    { uiModule },
    { keepSignedInHint },
  ] = await Promise.all([
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
    root.render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  });
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

start(document.getElementById('root')!).catch((error: unknown) => {
  console.error('The app could not start', error);
});
