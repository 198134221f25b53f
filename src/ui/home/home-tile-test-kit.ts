import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { FakeRolloversApi } from '@/adapters/fakes/fake-rollovers-api';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeBeneficiariesApi } from '@/adapters/fakes/fake-beneficiaries-api';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeBankApi } from '@/adapters/fakes/fake-bank-api';
import { FakeLibraryApi } from '@/adapters/fakes/fake-library-api';
import { FakeInvitationsApi } from '@/adapters/fakes/fake-invitations-api';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import type { TilePorts } from '@/ui/home/home-tile';

/** The area ports a tile reads through, each its behavioural fake, on `clock` (tests only). */
export function fakeTilePorts(clock = new FakeClock()): TilePorts {
  return {
    loans: new FakeLoansApi(clock),
    rollovers: new FakeRolloversApi(clock),
    assets: new FakeAssetsApi(clock),
    beneficiaries: new FakeBeneficiariesApi(clock),
    distributions: new FakeDistributionsApi(clock),
    invitations: new FakeInvitationsApi(clock),
    bank: new FakeBankApi(clock),
    library: new FakeLibraryApi(),
    checkout: new FakeCheckoutApi(clock),
    contributions: new FakeContributionsApi(clock),
  };
}
