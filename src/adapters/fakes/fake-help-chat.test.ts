import { helpChatContract } from '@/adapters/contracts/help-chat.contract';
import { FakeHelpChat } from './fake-help-chat';

helpChatContract('FakeHelpChat', async () => {
  const fake = new FakeHelpChat();
  return { chat: fake, shownAs: () => fake.shownAs };
});
