import { describe, expect, test } from 'vitest';
import type { Monitoring } from '@/ports/monitoring';
import type { SiteConfig } from '@/ports/site-config-source';

/** A Monitoring under test and what its error-reporting backend received. */
export interface MonitoringHarness {
  monitoring: Monitoring;
  /** Error messages the backend received so far (after a flush). */
  reported(): Promise<string[]>;
  dispose(): Promise<void>;
}

const USER = { id: 'U42', email: 'pat@example.com' };

/** The Monitoring contract; `create` gets the page host and the site configuration (loaded already). */
export function monitoringContract(
  name: string,
  create: (hostname: string, config: SiteConfig) => Promise<MonitoringHarness>,
): void {
  describe(`Monitoring contract: ${name}`, () => {
    test('starts once with site config and a user, reports errors with SSNs scrubbed', async () => {
      const h = await create('app.example.com', { sentry_dsn: 'dsn', env_name: 'production' });
      expect(h.monitoring.isStarted()).toBe(false);
      h.monitoring.captureError(new Error('before start'));
      await h.monitoring.start(USER);
      await h.monitoring.start(USER);
      expect(h.monitoring.isStarted()).toBe(true);
      h.monitoring.captureError(new Error('SSN 123-45-6789 was rejected'));
      expect(await h.reported()).toEqual(['SSN [Filtered] was rejected']);
      await h.dispose();
    });

    test("ignores generic cross-origin 'Script error' messages", async () => {
      const h = await create('app.example.com', { sentry_dsn: 'dsn', env_name: 'staging' });
      await h.monitoring.start(USER);
      h.monitoring.captureError(new Error('Script error.'));
      h.monitoring.captureError(new Error('real failure'));
      expect(await h.reported()).toEqual(['real failure']);
      await h.dispose();
    });

    test('never starts on the local host', async () => {
      const h = await create('localhost', { sentry_dsn: 'dsn', env_name: 'production' });
      await h.monitoring.start(USER);
      h.monitoring.captureError(new Error('local failure'));
      expect(h.monitoring.isStarted()).toBe(false);
      expect(await h.reported()).toEqual([]);
      await h.dispose();
    });

    test('does not start without an error-reporting address in the site config, or without a user', async () => {
      const h = await create('app.example.com', { env_name: 'production' });
      await h.monitoring.start(USER);
      expect(h.monitoring.isStarted()).toBe(false);
      await h.dispose();
      const h2 = await create('app.example.com', { sentry_dsn: 'dsn' });
      await h2.monitoring.start({ id: '' });
      expect(h2.monitoring.isStarted()).toBe(false);
      await h2.dispose();
    });
  });
}
