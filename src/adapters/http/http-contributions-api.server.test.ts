import { contributionsApiContract } from '@/adapters/contracts/contributions-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpContributionsApi } from './http-contributions-api';
import { saveCompletedStep } from '../../../server/test-support/saved-step';

const NOW = new Date('2026-11-23T10:00:00Z');
const server = embeddedOwners(NOW);

contributionsApiContract('HttpContributionsApi against the embedded server', async () => {
  const { api, t, owner } = await server.owner('contributions-contract');
  return {
    api: new HttpContributionsApi(api),
    async allowRothEmployer() {
      const saved = await t.database.db
        .selectFrom('step_data')
        .select('values')
        .where('user_id', '=', owner.userId as string)
        .where('step_key', '=', 'planDetails')
        .executeTakeFirst();
      const values = { ...((saved?.values as Record<string, unknown> | undefined) ?? {}), plan_roth_employer: true };
      await saveCompletedStep(t.database.db, owner.userId as string, 'planDetails', values, NOW, { replace: true });
    },
  };
});
