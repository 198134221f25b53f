/** Registers the site's service worker. */
export interface ServiceWorkerRegistrar {
  /**
   * Registers `scriptUrl` with scope '/' when the page is served over HTTPS or from localhost;
   * otherwise logs 'Service workers can only be used over HTTPS, or on localhost for development'
   * and resolves false. Resolves true when registered.
   */
  register(scriptUrl: string): Promise<boolean>;
}
export const ServiceWorkerRegistrar = Symbol('ServiceWorkerRegistrar');
