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
  const [{ HttpSiteConfigSource }, { createAppContainer }, { currentBrowserEnvironment }, { App }, { uiModule }] =
    await Promise.all([
      import('@/adapters/site-config/http-site-config-source'),
      import('@/container/create-app-container'),
      import('@/container/browser-environment'),
      import('@/ui/app'),
      import('@/ui/ui-module'),
    ]);
  const source = new HttpSiteConfigSource();
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
