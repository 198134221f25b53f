import { describe, expect, test } from 'vitest';
import type { BuildInfo } from '@/ports/build-info';

/** What a BuildInfo under test is made from. */
export interface BuildInfoSetup {
  /** Id the running page carries; undefined for none. */
  running: string | undefined;
  /** Id the server's version file names; undefined when there is none. */
  deployed: string | undefined;
}

/** The BuildInfo contract; `cachesEmpty()` tells whether the browser caches are empty now. */
export function buildInfoContract(
  name: string,
  create: (setup: BuildInfoSetup) => { info: BuildInfo; cachesEmpty(): Promise<boolean> },
): void {
  describe(`BuildInfo contract: ${name}`, () => {
    test('answers the running build and the deployed one', async () => {
      const { info } = create({ running: 'build-a', deployed: 'build-b' });
      expect(info.runningBuildId).toBe('build-a');
      expect(await info.fetchDeployedBuildId()).toBe('build-b');
    });

    test('an unknown running build or a missing version file is undefined, never an error', async () => {
      const { info } = create({ running: undefined, deployed: undefined });
      expect(info.runningBuildId).toBeUndefined();
      await expect(info.fetchDeployedBuildId()).resolves.toBeUndefined();
    });

    test('clears the browser caches', async () => {
      const { info, cachesEmpty } = create({ running: 'a', deployed: 'a' });
      expect(await cachesEmpty()).toBe(false);
      await info.clearBrowserCaches();
      expect(await cachesEmpty()).toBe(true);
    });
  });
}
