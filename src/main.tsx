import 'reflect-metadata';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { StartingFrame } from '@/ui/shell/starting-frame';
import '@/ui/styles/app.css';

/**
 * The composition root. The first paint needs no JavaScript: index.html carries the frame, which React hydrates at
 * once, while the site configuration, the container and the shell load in parallel (each a lazily loaded chunk,
 * decision 0172); then the app renders in its place.
 */
async function start(root: Root): Promise<void> {
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
  const [{ HttpSiteConfigSource }, { createAppContainer }, { currentBrowserEnvironment }, { App }, { uiModule }] =
    await Promise.all([
      import('@/adapters/site-config/http-site-config-source'),
      import('@/container/create-app-container'),
      import('@/container/browser-environment'),
      import('@/ui/app'),
      import('@/ui/ui-module'),
    ]);
  const source = new HttpSiteConfigSource(SITE_CONFIG, fetchSiteConfig);
  await source.load();
  const container = await createAppContainer(source, currentBrowserEnvironment());
  container.load(uiModule);
  root.render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
}

// index.html carries the frame prerendered: it painted before any script ran; React takes it over as it is.
const root = hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <StartingFrame />
  </StrictMode>,
);
start(root).catch((error: unknown) => {
  console.error('The app could not start', error);
});
