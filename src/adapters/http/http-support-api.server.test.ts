import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { supportApiContract } from '@/adapters/contracts/support-api.contract';
import { HttpSupportApi } from './http-support-api';

const SUPPORT = 'hal-support@example.com';
const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'), { supportEmails: [SUPPORT] });

// The support user signs in with their second factor (the test app's authenticator), as the console needs (decision 0269).
supportApiContract('HttpSupportApi against the embedded server', async () => {
  const { t, client } = await server.support(SUPPORT);
  const named = new Map<string, Awaited<ReturnType<typeof t.signIn>>>();
  return {
    support: new HttpSupportApi(embeddedApiClient(client)),
    supportId: client.userId as string,
    async addUser(email) {
      const user = await t.signIn(email);
      await user.get('/me');
      named.set(user.userId as string, user);
      return user.userId as string;
    },
    async nameUser(id, firstName, lastName) {
      const user = named.get(id);
      const saved = await user?.put(
        '/checkout/steps/personalDetails',
        { first_name: firstName, last_name: lastName },
        { query: { draft: 'true' } },
      );
      if (saved?.status !== 200) throw new Error(`the personal details were not saved: ${saved?.status}`);
    },
  };
});
