import type { ServerArea } from './area';
import { assetsArea } from './assets/area';
import { bankArea } from './bank/area';
import { beneficiariesArea } from './beneficiaries/area';
import { billingArea } from './billing/area';
import { checkoutArea } from './checkout/area';
import { contributionsArea } from './contributions/area';
import { distributionsArea } from './distributions/area';
import { invitationsArea } from './invitations/area';
import { libraryArea } from './library/area';
import { loansArea } from './loans/area';
import { planDocumentsArea } from './plan-documents/area';
import { planAmendmentsArea } from './plan-amendments/area';
import { planTerminationArea } from './plan-termination/area';
import { rolloversArea } from './rollovers/area';
import { siteArea } from './site/area';
import { statementsArea } from './statements/area';
import { supportArea } from './support/area';
import { usersArea } from './users/area';
import { verificationArea } from './verification/area';
import { planTakeoverArea } from './plan-takeover/area';

/**
 * Every area of the product API, in the order buildApp registers their routes. The migrator takes their migrations from
 * here too (server/db/migrations.ts), beside the platform's own (identity, core, rate limits, idempotency), and the
 * database's type its tables (server/db/schema.ts).
 */
export const serverAreas = [
  usersArea,
  siteArea,
  verificationArea,
  bankArea,
  checkoutArea,
  billingArea,
  libraryArea,
  planDocumentsArea,
  assetsArea,
  distributionsArea,
  invitationsArea,
  loansArea,
  contributionsArea,
  supportArea,
  beneficiariesArea,
  rolloversArea,
  statementsArea,
  planAmendmentsArea,
  planTerminationArea,
  planTakeoverArea,
] as const satisfies readonly ServerArea[];
