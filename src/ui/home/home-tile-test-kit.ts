import { FakeClock } from '@/adapters/fakes/fake-clock';
import { fakeAreaPorts } from '@/adapters/fakes/fake-area-ports';
import type { TilePorts } from '@/ui/home/home-tile';

/** The area ports a tile reads through, each its behavioural fake, on `clock` (tests only). */
export function fakeTilePorts(clock = new FakeClock()): TilePorts {
  return fakeAreaPorts(clock);
}
