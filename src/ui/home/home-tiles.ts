import { bankHomeTile, identityHomeTile } from '@/ui/bank/bank-home-tile';
import { beneficiariesHomeTile } from '@/ui/beneficiaries/beneficiaries-home-tile';
import { rolloversHomeTile } from '@/ui/rollovers/rollovers-home-tile';
import { checkoutHomeTile } from '@/ui/checkout/checkout-home-tile';
import { contributionsHomeTile } from '@/ui/contributions/contributions-home-tile';
import { assetsHomeTile } from '@/ui/assets/assets-home-tile';
import { distributionsHomeTile } from '@/ui/distributions/distributions-home-tile';
import type { HomeTileSource } from '@/ui/home/home-tile';
import { invitationsHomeTile } from '@/ui/invitations/invitations-home-tile';
import { libraryHomeTile } from '@/ui/library/library-home-tile';
import { loansHomeTile } from '@/ui/loans/loans-home-tile';
import { profileHomeTile } from '@/ui/profile/profile-home-tile';

/**
 * Every area's tile source, one line per built area (docs/ui.md "Home tiles"). An area adds its own line here when
 * its page exists; areas without a line show "Not built yet" (not a link) or, when built, a plain link.
 */
export const HOME_TILES: readonly HomeTileSource[] = [
  bankHomeTile,
  identityHomeTile,
  checkoutHomeTile,
  libraryHomeTile,
  beneficiariesHomeTile,
  rolloversHomeTile,
  contributionsHomeTile,
  assetsHomeTile,
  distributionsHomeTile,
  invitationsHomeTile,
  loansHomeTile,
  profileHomeTile,
];
