import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { planTakeoverApiContract } from '@/adapters/contracts/plan-takeover-api.contract';
import { ownerSteps } from '../../../server/plan-documents/plan-document-fixtures';
import { setCheckoutStep } from '../../../server/invitations/invitation-test-kit';
import { HttpPlanTakeoverApi } from './http-plan-takeover-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan was taken over on 2026-01-01 (the fixture's establish date), first effective 2015-03-01, number 002.
planTakeoverApiContract('HttpPlanTakeoverApi against the embedded server', async () => {
  const { t, owner, api } = await server.owner('takeover-contract');
  await setCheckoutStep(t, owner, 'planDetails', {
    ...ownerSteps().planDetails,
    plan_origin: 'existing',
    plan_effective_date: '2015-03-01',
    plan_number: '002',
  });
  return { api: new HttpPlanTakeoverApi(api) };
});
