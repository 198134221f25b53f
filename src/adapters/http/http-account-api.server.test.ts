import { accountApiContract } from '@/adapters/contracts/account-api.contract';
import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { ActingAsApiClient } from './acting-as-api-client';
import { HttpAccountApi } from './http-account-api';
import { HttpSupportApi } from './http-support-api';

const SUPPORT = 'hal-account@example.com';
let participants = 0;
const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'), { supportEmails: [SUPPORT] });

// Admin mode as the SPA runs it: the support user enters it through the support port, then the bound decorator of the
// ApiClient sends X-Act-As with the participant's id.
accountApiContract('HttpAccountApi against the embedded server', async () => {
  const { t, api, email } = await server.owner('account-contract');
  return {
    api: new HttpAccountApi(api),
    email,
    async actingForParticipant() {
      const { client } = await server.support(SUPPORT);
      const participantEmail = `account-participant-${++participants}@example.com`;
      const participant = await t.signIn(participantEmail);
      await participant.get('/me');
      const participantId = participant.userId as string;
      await new HttpSupportApi(embeddedApiClient(client)).enterAdminMode(participantId, 'Ticket 42');
      const acting = new ActingAsApiClient(embeddedApiClient(client), () => ({
        actingAs: () => participantId,
        stepUp: async () => false,
      }));
      return { api: new HttpAccountApi(acting), participantEmail };
    },
  };
});
