import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ProfileApi } from '@/ports/profile-api';
import { CookieKeyValueStorage, KeyValueStorage } from '@/ports/key-value-storage';
import { OPT_IN_SHOWN_KEY } from '@/ui/shell/storage-keys';
import { ToastService } from '@/ui/shell/toast-service';

/** Local storage key of the person's answer to the opt-in question. */
export const OPT_IN_CHOICE_KEY = 'optInChoice';
/** The toast after "Yes, keep me posted" was recorded. */
export const OPT_IN_YES_TOAST = 'Thanks! We will e-mail you when your plan needs your attention.';
/** The toast after "No, thanks" was recorded. */
export const OPT_IN_NO_TOAST = 'Got it: we will not e-mail you about your plan.';
/** Shown in the dialog when the answer could not be recorded (the dialog stays open to try again). */
export const OPT_IN_FAILED = 'Your answer could not be saved. Check your connection and try again.';

/** The opt-in modal: offered at most once per browser session (a session cookie, shared by the tabs). */
@injectable('Singleton')
export class OptInStore {
  /** True while the modal is open. */
  open = false;
  /** True while the answer is being recorded on the server. */
  saving = false;
  /** Why the last answer could not be recorded. */
  error: string | undefined = undefined;

  constructor(
    @inject(CookieKeyValueStorage) private readonly sessionCookies: KeyValueStorage,
    @inject(KeyValueStorage) private readonly local: KeyValueStorage,
    @inject(ProfileApi) private readonly profile: ProfileApi,
    @inject(ToastService) private readonly toasts: ToastService,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Opens the modal unless it was already shown in this browser session or answered before; returns whether it opened. */
  offer(): boolean {
    if (this.open || this.sessionCookies.get(OPT_IN_SHOWN_KEY) !== undefined || this.local.get(OPT_IN_CHOICE_KEY) !== undefined)
      return false;
    this.sessionCookies.set(OPT_IN_SHOWN_KEY, 'true', { sameSite: 'Strict' });
    this.open = true;
    return true;
  }

  /** Records the answer as the user's notification preference on the server, closes the modal and confirms with a toast. */
  async answer(optedIn: boolean): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.error = undefined;
    try {
      await this.profile.setNotificationPreference(optedIn);
      runInAction(() => {
        this.local.set(OPT_IN_CHOICE_KEY, optedIn ? 'in' : 'out');
        this.open = false;
      });
      this.toasts.show({ title: optedIn ? OPT_IN_YES_TOAST : OPT_IN_NO_TOAST });
    } catch {
      runInAction(() => (this.error = OPT_IN_FAILED));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Closes the modal without an answer (it is not offered again this session). */
  close(): void {
    this.open = false;
    this.error = undefined;
  }
}
