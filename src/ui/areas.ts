import { assetsArea } from '@/ui/assets/assets-area';
import { bankArea, identityVerificationArea } from '@/ui/bank/bank-area';
import { beneficiariesArea } from '@/ui/beneficiaries/beneficiaries-area';
import { checkoutArea } from '@/ui/checkout/checkout-area';
import { contributionsArea } from '@/ui/contributions/contributions-area';
import { distributionsArea } from '@/ui/distributions/distributions-area';
import { invitationsArea } from '@/ui/invitations/invitations-area';
import { libraryArea } from '@/ui/library/library-area';
import { loansArea } from '@/ui/loans/loans-area';
import { planTerminationArea } from '@/ui/plan-termination/plan-termination-area';
import { profileArea } from '@/ui/profile/profile-area';
import { rolloversArea } from '@/ui/rollovers/rollovers-area';
import { planAmendmentsArea } from '@/ui/plan-amendments/plan-amendments-area';
import type { AreaManifest } from '@/ui/routing/area-manifest';
import { trustAccountArea } from '@/ui/trust-account/trust-account-area';
import { planTakeoverArea } from '@/ui/plan-takeover/plan-takeover-area';

/**
 * The product areas, in the order home shows them: the one list a new area is added to (docs/ui.md "Adding an
 * area"). The page table (routing/page-table.ts), the prerendered frames (shell/route-frames.ts) and home's tiles
 * (home/home-view-model.ts) are derived from it.
 */
export const AREAS: readonly AreaManifest[] = [
  // Set-up order (decision 0313): the plan first, then the plan's trust bank account in the plan's name.
  checkoutArea,
  bankArea,
  identityVerificationArea,
  planTakeoverArea,
  libraryArea,
  assetsArea,
  distributionsArea,
  beneficiariesArea,
  rolloversArea,
  contributionsArea,
  trustAccountArea,
  invitationsArea,
  loansArea,
  planAmendmentsArea,
  planTerminationArea,
  profileArea,
];
