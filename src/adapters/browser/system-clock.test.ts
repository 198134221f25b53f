import { clockContract } from '@/adapters/contracts/clock.contract';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { SystemClock } from './system-clock';

clockContract('SystemClock', () => ({ clock: new SystemClock(), wait: (ms) => new Promise((r) => setTimeout(r, ms)) }));
clockContract('FakeClock', () => {
  const clock = new FakeClock();
  return { clock, wait: async (ms) => clock.advance(ms) };
});
