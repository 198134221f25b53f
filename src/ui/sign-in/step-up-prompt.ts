import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { watchFocusLoss } from '@/ui/sign-in/focus-return';

/** The step-up prompt: an API call that needs a second factor waits here until the user gives it (or cancels). */
@injectable()
export class StepUpPrompt {
  /** The API's message while the prompt is open. */
  message: string | undefined = undefined;
  private waiting: Array<(given: boolean) => void> = [];

  constructor() {
    makeAutoObservable<StepUpPrompt, 'waiting'>(this, { waiting: false }, { autoBind: true });
    // The dialog returns focus to the control that started the action, which loses it while disabled (focus-return.ts).
    if (typeof document !== 'undefined') watchFocusLoss(document);
  }

  /** True while the prompt is shown. */
  get open(): boolean {
    return this.message !== undefined;
  }

  /** Opens the prompt with the API's message; resolves true once the second factor is in the session. */
  ask(message: string): Promise<boolean> {
    this.message = message;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Closes the prompt: `given` when the session now has a second factor (the call is retried), else cancelled. */
  finish(given: boolean): void {
    this.message = undefined;
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w(given);
  }
}
