import { bankApiContract } from '@/adapters/contracts/bank-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { adoptPlan, depositsFromOutbox } from '../../../server/bank/bank-test-kit';
import { HttpBankApi } from './http-bank-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

/** The local identity scorer reads the e-mail: `+stepup` fails the first review, `+stepupfail` both. */
const PREFIX = { passes: 'bank-contract', 'steps-up': 'bank+stepup', declined: 'bank+stepupfail' } as const;

bankApiContract('HttpBankApi against the embedded server', async (applicant = 'passes') => {
  const { t, email, owner, api } = await server.newcomer(PREFIX[applicant]);
  await adoptPlan(owner, t.today());
  return {
    api: new HttpBankApi(api),
    userId: owner.userId ?? '',
    sentDeposits: async () => depositsFromOutbox(t, email),
  };
});
