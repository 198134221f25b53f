import type { KeyValueStorage } from '@/ports/key-value-storage';
import { DRAFT_PREFIX } from '@/ui/kit/draft-keys';
import type { FormValues } from '@/ui/kit/step-form';

/** Fields never kept in the browser: bank numbers live only on the server, encrypted. */
export const NEVER_DRAFTED: readonly string[] = [
  'routing_number',
  'account_number',
  'account_number_confirm',
  'bankPin',
  'id_number',
];

/** Key prefix of the bank application's drafts, under the shared one that logout clears (decision 0076). */
export const BANK_DRAFT_PREFIX = `${DRAFT_PREFIX}.bank-application`;

/** Drafts of the bank application's forms in local storage, keyed by user and step, so a reload loses nothing typed. */
export class BankDrafts {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly userId: string,
  ) {}

  /** The draft of a step, when one is kept and readable. */
  read(step: string): FormValues | undefined {
    const raw = this.storage.get(this.key(step));
    if (raw === undefined) return undefined;
    try {
      const parsed = JSON.parse(raw) as unknown;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps what was typed (never bank numbers, the PIN or large images); a full storage never stops the typing. */
  write(step: string, values: FormValues): void {
    const kept: FormValues = {};
    for (const [field, value] of Object.entries(values)) {
      if (NEVER_DRAFTED.includes(field) || (typeof value === 'string' && value.length > 2000)) continue;
      kept[field] = value;
    }
    try {
      this.storage.set(this.key(step), JSON.stringify(kept));
    } catch {
      // Quota exceeded or storage disabled: the values stay in the form.
    }
  }

  /** Forgets a step's draft (after it was saved). */
  remove(step: string): void {
    this.storage.remove(this.key(step));
  }

  private key(step: string): string {
    return `${BANK_DRAFT_PREFIX}.${this.userId}.${step}`;
  }
}
