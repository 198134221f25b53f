import { Container, type ContainerModule } from 'inversify';
import type { Profile, SiteConfigSource } from '@/ports/site-config-source';
import type { BrowserEnvironment } from './browser-environment';
import { localModule } from './local-module';
import { productionModule } from './production-module';

/** The profile named by the loaded site configuration ('local' when absent or unknown). */
export function profileOf(source: SiteConfigSource): Profile {
  const profile = source.current()?.profile;
  return profile === 'production' || profile === 'test' ? profile : 'local';
}

/** The container module of a profile; the test profile's fakes are a separate chunk that browser profiles never load. */
export async function moduleFor(profile: Profile, source: SiteConfigSource, env: BrowserEnvironment): Promise<ContainerModule> {
  if (profile === 'production') return productionModule(source, env);
  if (profile === 'test') return (await import('./test-module')).testModule(source);
  return localModule(source, env);
}

/**
 * A container with every port bound for the profile of the (already loaded) site configuration. Classes that no module
 * binds (a page's view-model, the stores that come with a lazily loaded page) resolve themselves (`autobind`), in the
 * scope their `@injectable` names: transient by default, `@injectable('Singleton')` for a store a page shares. The
 * container decides; nothing binds at render time (decision 0302).
 */
export async function createAppContainer(source: SiteConfigSource, env: BrowserEnvironment): Promise<Container> {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.load(await moduleFor(profileOf(source), source, env));
  return container;
}
