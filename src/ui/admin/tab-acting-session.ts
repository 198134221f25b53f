import { inject, injectable } from 'inversify';
import type { ActingSession } from '@/ports/acting-session';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** This tab's ActingSession: the admin mode of the tab (decision 0063) and the step-up prompt (decision 0262). */
@injectable()
export class TabActingSession implements ActingSession {
  constructor(
    @inject(AdminModeStore) private readonly adminMode: Pick<AdminModeStore, 'mode'>,
    @inject(StepUpPrompt) private readonly prompt: Pick<StepUpPrompt, 'ask'>,
  ) {}

  actingAs(): string | undefined {
    return this.adminMode.mode.enabled ? this.adminMode.mode.id : undefined;
  }

  stepUp(message: string): Promise<boolean> {
    return this.prompt.ask(message);
  }
}
