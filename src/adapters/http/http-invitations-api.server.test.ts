import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { invitationsApiContract } from '@/adapters/contracts/invitations-api.contract';
import { completeParticipantCheckout, invitationToken } from '../../../server/invitations/invitation-test-kit';
import type { TestClient } from '../../../server/test-support/test-client';
import { HttpInvitationsApi } from './http-invitations-api';

// A clock that moves a second per reading: invitations sent one after the other list newest first, as they do in use.
let tick = Date.parse('2026-11-23T10:00:00Z');
const server = embeddedOwners(() => new Date((tick += 1000)));

// The owner's plan: "Quinn Consulting Solo 401(k) Plan" of Avery Quinn (the fixtures' checkout).
invitationsApiContract('HttpInvitationsApi against the embedded server', async () => {
  const { t, owner, email } = await server.owner('invitations-contract');
  const users = new Map<string, TestClient>();
  const signedIn = async (address: string): Promise<TestClient> => {
    const known = users.get(address) ?? (await t.signIn(address));
    users.set(address, known);
    return known;
  };
  return {
    owner: new HttpInvitationsApi(embeddedApiClient(owner)),
    ownerEmail: email,
    plan: {
      ownerId: owner.userId as string,
      ownerName: 'Avery Quinn',
      planName: 'Quinn Consulting Solo 401(k) Plan',
      planNumber: '001',
      planEin: '98-7654321',
    },
    signIn: async (address) => new HttpInvitationsApi(embeddedApiClient(await signedIn(address))),
    tokenOf: (address) => invitationToken(t, address),
    async completeCheckout(address) {
      const participant = await signedIn(address);
      await participant.put('/checkout/progress', { current_step: 'signerDetails', variant: 'participant' });
      await completeParticipantCheckout(t, participant);
    },
  };
});
