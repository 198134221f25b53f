import type { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';

/** Message logged when a service worker is asked for outside HTTPS and localhost (spec section 8). */
export const SERVICE_WORKER_INSECURE_MESSAGE = 'Service workers can only be used over HTTPS, or on localhost for development';

/** The parts of the browser the registrar uses. */
export interface ServiceWorkerHost {
  location: { protocol: string; hostname: string };
  navigator: { serviceWorker?: { register(url: string, options: { scope: string }): Promise<unknown> } };
}

/** True when service workers are allowed: HTTPS, or localhost for development. */
export function canUseServiceWorker(location: { protocol: string; hostname: string }): boolean {
  return (
    location.protocol === 'https:' ||
    location.hostname === 'localhost' ||
    location.hostname === '127.0.0.1' ||
    location.hostname === '[::1]'
  );
}

/** Registers the service worker at the site root through navigator.serviceWorker. */
export class BrowserServiceWorkerRegistrar implements ServiceWorkerRegistrar {
  constructor(
    private readonly host: ServiceWorkerHost,
    private readonly logger: Pick<Console, 'error'> = console,
  ) {}

  async register(scriptUrl: string): Promise<boolean> {
    if (!canUseServiceWorker(this.host.location)) {
      this.logger.error(SERVICE_WORKER_INSECURE_MESSAGE);
      return false;
    }
    const container = this.host.navigator.serviceWorker;
    if (!container) return false;
    try {
      await container.register(scriptUrl, { scope: '/' });
      return true;
    } catch (error) {
      this.logger.error(error);
      return false;
    }
  }
}
