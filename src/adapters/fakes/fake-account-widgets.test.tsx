import { accountWidgetsContract } from '@/adapters/contracts/account-widgets.contract';
import { FakeAccountWidgets } from '@/adapters/fakes/fake-account-widgets';

accountWidgetsContract('FakeAccountWidgets', () => new FakeAccountWidgets());
accountWidgetsContract('FakeAccountWidgets with own pages', () => {
  const fake = new FakeAccountWidgets();
  fake.presentations.set('userProfile', { kind: 'ownPage', path: '/profile', title: 'Your profile' });
  fake.presentations.set('roleManagement', { kind: 'unavailable', reason: 'Not here' });
  return fake;
});
