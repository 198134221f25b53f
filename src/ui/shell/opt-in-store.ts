import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CookieKeyValueStorage, KeyValueStorage } from '@/ports/key-value-storage';
import { OPT_IN_SHOWN_KEY } from '@/ui/shell/storage-keys';

/** Local storage key of the person's answer to the opt-in question. */
export const OPT_IN_CHOICE_KEY = 'optInChoice';

/** The opt-in modal: offered at most once per browser session (a session cookie, shared by the tabs). */
@injectable()
export class OptInStore {
  /** True while the modal is open. */
  open = false;

  constructor(
    @inject(CookieKeyValueStorage) private readonly sessionCookies: KeyValueStorage,
    @inject(KeyValueStorage) private readonly local: KeyValueStorage,
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

  /** Records the answer and closes the modal. */
  answer(optedIn: boolean): void {
    this.local.set(OPT_IN_CHOICE_KEY, optedIn ? 'in' : 'out');
    this.open = false;
  }

  /** Closes the modal without an answer (it is not offered again this session). */
  close(): void {
    this.open = false;
  }
}
