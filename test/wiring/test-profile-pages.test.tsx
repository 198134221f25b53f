import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { createAppContainer } from '@/container/create-app-container';
import { App } from '@/ui/app';
import { AREAS } from '@/ui/areas';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { isAreaBuilt } from '@/ui/routing/page-table';
import { uiModule } from '@/ui/ui-module';
import { AssetsApi } from '@/ports/assets-api';
import { BankApi } from '@/ports/bank-api';
import { BeneficiariesApi } from '@/ports/beneficiaries-api';
import { InvitationsApi } from '@/ports/invitations-api';
import { ProfileApi } from '@/ports/profile-api';
import { CheckoutApi } from '@/ports/checkout-api';
import { ContributionsApi } from '@/ports/contributions-api';
import { DistributionsApi } from '@/ports/distributions-api';
import { LibraryApi } from '@/ports/library-api';
import { LoansApi } from '@/ports/loans-api';
import { RolloversApi } from '@/ports/rollovers-api';
import { StatementsApi } from '@/ports/statements-api';
import { PlanAmendmentsApi } from '@/ports/plan-amendments-api';
import { PlanTerminationApi } from '@/ports/plan-termination-api';
import { stubCanvasPerFile } from '@/ui/kit/canvas-test-kit';
import { PlanTakeoverApi } from '@/ports/plan-takeover-api';

const view = reactRootPerTest();
// A page may open on a signature pad (ending the plan opens on its resolution form).
stubCanvasPerFile();

/** The port each area reads through: every built area has one (a new area without it fails here). */
const AREA_PORTS: Record<string, symbol> = {
  library: LibraryApi,
  assets: AssetsApi,
  distributions: DistributionsApi,
  beneficiaries: BeneficiariesApi,
  invitations: InvitationsApi,
  profile: ProfileApi,
  rollovers: RolloversApi,
  loans: LoansApi,
  checkout: CheckoutApi,
  onboarding: BankApi,
  'identity-verification': BankApi,
  contributions: ContributionsApi,
  'trust-account': StatementsApi,
  'plan-amendments': PlanAmendmentsApi,
  'plan-termination': PlanTerminationApi,
  'plan-takeover': PlanTakeoverApi,
};

/**
 * The app on the test profile (every port its fake), signed in, at `path`: as a developer runs it without a server.
 * Answers the product API's fake and how many calls the area's port (when it has one) has answered.
 */
async function openOnTheTestProfile(path: string, port: symbol | undefined) {
  const source = new StaticSiteConfigSource({ product_key: 'solo401k', descope_project_id: 'P2pages', profile: 'test' });
  await source.load();
  const container = await createAppContainer(source, { window, document });
  container.load(uiModule);
  const api = container.get(FakeApiClient);
  await container.get(FakeIdentityProvider).signIn('owner@example.com');
  let portCalls = 0;
  if (port) {
    const fake = container.get<Record<string, unknown>>(port);
    for (const name of methodsOf(fake)) {
      const method = fake[name] as (...args: unknown[]) => unknown;
      fake[name] = (...args: unknown[]) => {
        portCalls += 1;
        return method.apply(fake, args);
      };
    }
  }
  container.get(MemoryNavigation).navigate({ path });
  await view.render(<App container={container} />);
  return { api, portCalls: () => portCalls };
}

/** The public methods of an object's class chain (the port's methods on its fake). */
function methodsOf(object: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(object); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== 'constructor' && typeof (object as Record<string, unknown>)[name] === 'function') names.add(name);
  return [...names];
}

/** The page has read its port, shows a heading and nothing is loading any more. */
function settled(portCalls: () => number): boolean {
  return portCalls() > 0 && view.host.querySelector('main h1, main h2') !== null && !/Loading/.test(view.host.textContent ?? '');
}

describe('the test profile opens every page, each area through its port (decision 0302)', () => {
  const built = AREAS.filter((a) => isAreaBuilt(a.path));

  test.each(built.map((a) => [a.key, a] as const))('%s', async (key, area) => {
    expect(AREA_PORTS[key], `${key} names the port it reads`).toBeDefined();
    const { api, portCalls } = await openOnTheTestProfile(area.path, AREA_PORTS[key]);
    // The shell reads the account and the theme through AccountApi; nothing reads the product API by path.
    // Pages are lazy: up to 20 s on a busy machine.
    await expect.poll(() => settled(portCalls), { timeout: 20_000 }).toBe(true);
    expect(
      api.calls.map((c) => `${c.method} ${c.path}`),
      key,
    ).toEqual([]);
    expect(view.host.textContent, key).not.toMatch(/could not be loaded|Something went wrong/);
  });
});
