import { tabChannelContract } from '@/adapters/contracts/tab-channel.contract';
import { FakeTabBus, FakeTabChannel } from '@/adapters/fakes/fake-tab-channel';
import { BroadcastTabChannel } from './broadcast-tab-channel';

let run = 0;
tabChannelContract('BroadcastTabChannel', (n) => {
  const name = `contract-${++run}`;
  return Array.from({ length: n }, () => new BroadcastTabChannel(name));
});
tabChannelContract('FakeTabChannel', (n) => {
  const bus = new FakeTabBus();
  return Array.from({ length: n }, () => new FakeTabChannel(bus));
});
