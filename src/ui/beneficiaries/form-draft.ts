import { shownUserId } from '@/domain/account/account-record';
import type { AccountApi } from '@/ports/account-api';
import type { KeyValueStorage } from '@/ports/key-value-storage';
import { DRAFT_PREFIX } from '@/ui/kit/draft-keys';
import type { FormValues, StepForm } from '@/ui/kit/step-form';

/**
 * One form's draft in local storage under the shared draft prefix (logout clears it), keyed by area and user, so a
 * reload loses nothing typed. Signatures and other long values are never kept.
 */
export class FormDraft {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
  ) {}

  /** The draft for `area` of `userId`. */
  static of(storage: KeyValueStorage, area: string, userId: string): FormDraft {
    return new FormDraft(storage, `${DRAFT_PREFIX}.${area}.${userId}`);
  }

  /**
   * A page's draft once the person is known: `current` when the page has one already, else the draft of `area` for
   * `userId` with its kept values laid over `form` (none while `userId` is not known).
   */
  static restoredOnce(
    current: FormDraft | undefined,
    storage: KeyValueStorage,
    area: string,
    userId: string | undefined,
    form: StepForm,
  ): FormDraft | undefined {
    if (current !== undefined || userId === undefined) return current;
    const draft = FormDraft.of(storage, area, userId);
    draft.restoreInto(form);
    return draft;
  }

  /** The kept values, when a readable draft exists. */
  read(): FormValues | undefined {
    const raw = this.storage.get(this.key);
    if (raw === undefined) return undefined;
    try {
      const parsed = JSON.parse(raw) as unknown;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Puts the kept values, when there are any, over what `form` holds. */
  restoreInto(form: StepForm): void {
    const kept = this.read();
    if (kept) form.restore({ ...form.values, ...kept });
  }

  /** Keeps the values (strings up to 2,000 characters, numbers and flags); a full storage never stops the typing. */
  write(values: FormValues): void {
    const kept: FormValues = {};
    for (const [field, value] of Object.entries(values))
      if ((typeof value === 'string' && value.length <= 2000) || typeof value === 'number' || typeof value === 'boolean')
        kept[field] = value;
    try {
      this.storage.set(this.key, JSON.stringify(kept));
    } catch {
      // Quota exceeded or storage disabled: the values stay in the form.
    }
  }

  /** Forgets the draft (after the form was sent). */
  remove(): void {
    this.storage.remove(this.key);
  }
}

/** Whose drafts a page keeps: the participant in admin mode, else the user; undefined when the account cannot be read. */
export function draftUserId(accounts: AccountApi): Promise<string | undefined> {
  return accounts
    .account()
    .then(shownUserId)
    .catch(() => undefined);
}
