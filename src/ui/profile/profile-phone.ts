import { makeAutoObservable, runInAction } from 'mobx';
import { validatePhone } from '@/domain/validation';
import type { ProfileApi } from '@/ports/profile-api';
import { fieldsOf } from '@/ui/kit/port-failures';

/** Shown beside the phone when saving failed for another reason than the rule. */
export const PHONE_NOT_SAVED = 'Your phone number was not saved. Please try again.';

/** The profile's phone field: the section 5 rule beside it, saved on the server, shown back formatted (decision 0265). */
export class ProfilePhone {
  /** The saved phone, formatted ("(555) 123-4567"), once loaded. */
  saved: string | undefined = undefined;
  /** What the user typed; kept as typed when saving fails. */
  value = '';
  /** The message beside the field. */
  error: string | undefined = undefined;
  /** Said once the phone is saved. */
  notice: string | undefined = undefined;
  busy = false;

  constructor(private readonly api: ProfileApi) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Loads the saved phone into the field. */
  async load(): Promise<void> {
    const body = await this.api.phone().catch(() => undefined);
    runInAction(() => {
      this.saved = body?.phone ?? undefined;
      if (this.value === '') this.value = this.saved ?? '';
    });
  }

  setValue(value: string): void {
    this.value = value;
    this.error = undefined;
    this.notice = undefined;
  }

  /** Checks the field with the domain rule, then saves it; on any failure the typed value stays. */
  async save(): Promise<boolean> {
    this.notice = undefined;
    this.error = validatePhone(this.value);
    if (this.error !== undefined) return false;
    this.busy = true;
    try {
      const body = await this.api.setPhone(this.value);
      runInAction(() => {
        this.saved = body.phone ?? undefined;
        this.value = body.phone ?? this.value;
        this.notice = 'Your phone number is saved.';
      });
      return true;
    } catch (e) {
      runInAction(() => (this.error = fieldsOf(e)?.phone?.[0] ?? PHONE_NOT_SAVED));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
