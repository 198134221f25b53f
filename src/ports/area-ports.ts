import { AssetsApi } from './assets-api';
import { BankApi } from './bank-api';
import { BeneficiariesApi } from './beneficiaries-api';
import { CheckoutApi } from './checkout-api';
import { ContributionsApi } from './contributions-api';
import { DistributionsApi } from './distributions-api';
import { InvitationsApi } from './invitations-api';
import { LibraryApi } from './library-api';
import { LoansApi } from './loans-api';
import { PlanAmendmentsApi } from './plan-amendments-api';
import { PlanTerminationApi } from './plan-termination-api';
import { ProfileApi } from './profile-api';
import { RolloversApi } from './rollovers-api';
import { StatementsApi } from './statements-api';
import { SupportApi } from './support-api';
import { PlanTakeoverApi } from './plan-takeover-api';

/**
 * The product areas' API ports, by key: the one list of them (decision 0302). Each profile binds every entry (the HTTP
 * adapters in src/adapters/http/http-area-ports.ts, the fakes in src/adapters/fakes/fake-area-ports.ts, both typed from
 * this list, so a port added here and missing there does not compile), and home's tiles read them as one bundle.
 * Adding an area's port is one line here, one in each of those two files.
 */
export interface AreaPorts {
  readonly library: LibraryApi;
  readonly bank: BankApi;
  readonly checkout: CheckoutApi;
  readonly contributions: ContributionsApi;
  readonly loans: LoansApi;
  readonly rollovers: RolloversApi;
  readonly statements: StatementsApi;
  readonly assets: AssetsApi;
  readonly beneficiaries: BeneficiariesApi;
  readonly distributions: DistributionsApi;
  readonly invitations: InvitationsApi;
  readonly profile: ProfileApi;
  readonly support: SupportApi;
  readonly planAmendments: PlanAmendmentsApi;
  readonly planTermination: PlanTerminationApi;
  readonly planTakeover: PlanTakeoverApi;
}

export type AreaPortKey = keyof AreaPorts;

/** Each area port's service identifier, by the same keys. */
export const AREA_PORTS: { readonly [K in AreaPortKey]: symbol } = {
  library: LibraryApi,
  bank: BankApi,
  checkout: CheckoutApi,
  contributions: ContributionsApi,
  loans: LoansApi,
  rollovers: RolloversApi,
  statements: StatementsApi,
  assets: AssetsApi,
  beneficiaries: BeneficiariesApi,
  distributions: DistributionsApi,
  invitations: InvitationsApi,
  profile: ProfileApi,
  support: SupportApi,
  planAmendments: PlanAmendmentsApi,
  planTermination: PlanTerminationApi,
  planTakeover: PlanTakeoverApi,
};

/** The keys of AREA_PORTS, typed. */
export const AREA_PORT_KEYS = Object.keys(AREA_PORTS) as readonly AreaPortKey[];

/** Every area port, each made by `make` from its key: the one place the bundle is assembled (and its one cast). */
export function areaPortsBy(make: <K extends AreaPortKey>(key: K) => AreaPorts[K]): AreaPorts {
  return Object.fromEntries(AREA_PORT_KEYS.map((key) => [key, make(key)])) as unknown as AreaPorts;
}
