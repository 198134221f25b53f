import type { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';
import { canUseServiceWorker, SERVICE_WORKER_INSECURE_MESSAGE } from '@/adapters/browser/browser-service-worker-registrar';

/** In-memory ServiceWorkerRegistrar for a page at `pageUrl`: records registrations and logged errors. */
export class FakeServiceWorkerRegistrar implements ServiceWorkerRegistrar {
  /** Registered script URLs with their scope. */
  readonly registered: Array<{ scriptUrl: string; scope: string }> = [];
  /** Errors that would have been logged. */
  readonly errors: string[] = [];

  constructor(private readonly pageUrl = 'https://app.example.com/') {}

  async register(scriptUrl: string): Promise<boolean> {
    if (!canUseServiceWorker(new URL(this.pageUrl))) {
      this.errors.push(SERVICE_WORKER_INSECURE_MESSAGE);
      return false;
    }
    this.registered.push({ scriptUrl, scope: '/' });
    return true;
  }
}
