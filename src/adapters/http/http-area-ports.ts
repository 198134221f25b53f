import type { ApiClient } from '@/ports/api-client';
import type { AreaPortKey, AreaPorts } from '@/ports/area-ports';

/**
 * How each area port's HTTP adapter is loaded, by the keys of src/ports/area-ports.ts. Each is a separate chunk the
 * browser profiles load on the port's first call (`lazyPort`), so an area's adapter and the domain code it maps the wire
 * with come with the first screen that reads the area (decision 0302).
 */
export const HTTP_AREA_PORTS: { readonly [K in AreaPortKey]: (api: ApiClient) => Promise<AreaPorts[K]> } = {
  library: async (api) => new (await import('./http-library-api')).HttpLibraryApi(api),
  bank: async (api) => new (await import('./http-bank-api')).HttpBankApi(api),
  checkout: async (api) => new (await import('./http-checkout-api')).HttpCheckoutApi(api),
  contributions: async (api) => new (await import('./http-contributions-api')).HttpContributionsApi(api),
  loans: async (api) => new (await import('./http-loans-api')).HttpLoansApi(api),
  rollovers: async (api) => new (await import('./http-rollovers-api')).HttpRolloversApi(api),
  statements: async (api) => new (await import('./http-statements-api')).HttpStatementsApi(api),
  assets: async (api) => new (await import('./http-assets-api')).HttpAssetsApi(api),
  beneficiaries: async (api) => new (await import('./http-beneficiaries-api')).HttpBeneficiariesApi(api),
  distributions: async (api) => new (await import('./http-distributions-api')).HttpDistributionsApi(api),
  invitations: async (api) => new (await import('./http-invitations-api')).HttpInvitationsApi(api),
  profile: async (api) => new (await import('./http-profile-api')).HttpProfileApi(api),
  support: async (api) => new (await import('./http-support-api')).HttpSupportApi(api),
  planAmendments: async (api) => new (await import('./http-plan-amendments-api')).HttpPlanAmendmentsApi(api),
  planTermination: async (api) => new (await import('./http-plan-termination-api')).HttpPlanTerminationApi(api),
  planTakeover: async (api) => new (await import('./http-plan-takeover-api')).HttpPlanTakeoverApi(api),
};
