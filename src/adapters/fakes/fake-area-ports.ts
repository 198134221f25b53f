import type { AreaPortKey, AreaPorts } from '@/ports/area-ports';
import { areaPortsBy } from '@/ports/area-ports';
import type { Clock } from '@/ports/clock';
import { FakeAssetsApi } from './fake-assets-api';
import { FakeBankApi } from './fake-bank-api';
import { FakeBeneficiariesApi } from './fake-beneficiaries-api';
import { FakeCheckoutApi } from './fake-checkout-api';
import { FakeContributionsApi } from './fake-contributions-api';
import { FakeDistributionsApi } from './fake-distributions-api';
import { FakeInvitationsApi } from './fake-invitations-api';
import { FakeLibraryApi } from './fake-library-api';
import { FakeLoansApi } from './fake-loans-api';
import { FakePlanAmendmentsApi } from './fake-plan-amendments-api';
import { FakePlanTerminationApi } from './fake-plan-termination-api';
import { FakeProfileApi } from './fake-profile-api';
import { FakeRolloversApi } from './fake-rollovers-api';
import { FakeStatementsApi } from './fake-statements-api';
import { FakeSupportApi } from './fake-support-api';
import { FakePlanTakeoverApi } from './fake-plan-takeover-api';

/** A behavioural fake of one area port, made on the test's clock. */
export type FakeAreaPortClass<K extends AreaPortKey> = new (clock: Pick<Clock, 'now'>) => AreaPorts[K];

/** The behavioural fake of every area port (src/ports/area-ports.ts), by the same keys. */
export const FAKE_AREA_PORTS: { readonly [K in AreaPortKey]: FakeAreaPortClass<K> } = {
  library: FakeLibraryApi,
  bank: FakeBankApi,
  checkout: FakeCheckoutApi,
  contributions: FakeContributionsApi,
  loans: FakeLoansApi,
  rollovers: FakeRolloversApi,
  statements: FakeStatementsApi,
  assets: FakeAssetsApi,
  beneficiaries: FakeBeneficiariesApi,
  distributions: FakeDistributionsApi,
  invitations: FakeInvitationsApi,
  profile: FakeProfileApi,
  support: FakeSupportApi,
  planAmendments: FakePlanAmendmentsApi,
  planTermination: FakePlanTerminationApi,
  planTakeover: FakePlanTakeoverApi,
};

/** A fresh fake of every area port, all on `clock` (tests only). */
export function fakeAreaPorts(clock: Pick<Clock, 'now'>): AreaPorts {
  return areaPortsBy((key) => new FAKE_AREA_PORTS[key](clock));
}
