import { planTakeoverApiContract } from '@/adapters/contracts/plan-takeover-api.contract';
import { FakeClock } from './fake-clock';
import { FakePlanTakeoverApi } from './fake-plan-takeover-api';

planTakeoverApiContract('FakePlanTakeoverApi', async () => ({
  api: new FakePlanTakeoverApi(new FakeClock(new Date('2026-11-23T10:00:00Z'))),
}));
