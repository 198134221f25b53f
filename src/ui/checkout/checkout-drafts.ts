import type { KeyValueStorage } from '@/ports/key-value-storage';
import type { PlanRole } from '@/domain/flow';
import type { FormValues } from '@/ui/kit/step-form';
import { DRAFT_PREFIX } from '@/ui/kit/draft-keys';

/** Fields never kept in the browser: the SSN lives only on the server once saved (decision 0076). */
export const NEVER_DRAFTED: readonly string[] = ['ssn_number', 'ssn', 'ssn_last4'];

/** Longer values (ID photos) are not drafted: local storage holds about 5 MB per site. */
export const MAX_DRAFTED_LENGTH = 200_000;

/** A step's draft: the values typed and when (ISO instant). */
export interface StepDraft {
  values: FormValues;
  at: string;
}

const PREFIX = DRAFT_PREFIX;

/** Drafts of the checkout steps in local storage, keyed by user and step, so a reload or closed tab loses nothing. */
export class CheckoutDrafts {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly userId: string,
  ) {}

  /** The draft of a step, if one is kept and readable. */
  read(step: string): StepDraft | undefined {
    const raw = this.storage.get(this.key(step));
    if (raw === undefined) return undefined;
    try {
      const parsed = JSON.parse(raw) as Partial<StepDraft>;
      if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object' || parsed.values === null)
        return undefined;
      return { values: parsed.values, at: typeof parsed.at === 'string' ? parsed.at : '' };
    } catch {
      return undefined;
    }
  }

  /** Keeps the values typed in a step, without the SSN and large images; a full storage never stops the typing. */
  write(step: string, values: FormValues, at: Date): void {
    const kept: FormValues = {};
    for (const [field, value] of Object.entries(values)) {
      if (NEVER_DRAFTED.includes(field) || (typeof value === 'string' && value.length > MAX_DRAFTED_LENGTH)) continue;
      kept[field] = value;
    }
    try {
      this.storage.set(this.key(step), JSON.stringify({ values: kept, at: at.toISOString() }));
    } catch {
      // Quota exceeded or storage disabled: the values stay in the form; the step is saved on Continue.
    }
  }

  /** Forgets a step's draft (after it was saved). */
  remove(step: string): void {
    this.storage.remove(this.key(step));
  }

  /** The role chosen on first entry in this browser, if any. */
  readRole(): PlanRole | undefined {
    const role = this.storage.get(`${PREFIX}.${this.userId}.role`);
    return role === 'planOwner' || role === 'participant' ? role : undefined;
  }

  /** Remembers the role chosen on first entry. */
  writeRole(role: PlanRole): void {
    this.storage.set(`${PREFIX}.${this.userId}.role`, role);
  }

  private key(step: string): string {
    return `${PREFIX}.${this.userId}.${step}`;
  }
}
