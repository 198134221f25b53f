import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HttpSiteConfigSource } from '@/adapters/site-config/http-site-config-source';
import { createAppContainer } from '@/container/create-app-container';
import { currentBrowserEnvironment } from '@/container/browser-environment';
import { App } from '@/ui/app';
import { uiModule } from '@/ui/ui-module';

/** The composition root: loads GET /site-config.json, binds the profile's adapters, then renders the app. */
async function start(root: Root): Promise<void> {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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

start(createRoot(document.getElementById('root')!)).catch((error: unknown) => {
  console.error('The app could not start', error);
});
