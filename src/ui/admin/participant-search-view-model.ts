import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ParticipantRecord } from '@/domain/support';
import { validateSearch } from '@/domain/validation';
import { AccountSecurity } from '@/ports/account-security';
import { SupportApi } from '@/ports/support-api';
import { askAdminModeReason } from '@/ui/admin/admin-mode-entry';
import { AdminModeEntryForm } from '@/ui/admin/admin-mode-entry-form';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** One participant found by the search. */
export interface ParticipantHit {
  id: string;
  /** The person's name (saved personal details), when known. */
  name?: string;
  email?: string;
  /** How the person is named on screen: the name, else the e-mail, else the id. */
  label: string;
}

/** Shown when the search request fails. */
export const SEARCH_FAILED_MESSAGE = 'The search failed. Please try again.';

function toHit(found: ParticipantRecord): ParticipantHit {
  const name = found.name?.trim() ? found.name.trim() : undefined;
  const email = found.email === '' ? undefined : found.email;
  return { id: found.id, name, email, label: name ?? email ?? found.id };
}

/** Admin mode's participant search (spec section 5 rules) and "act as". */
@injectable()
export class ParticipantSearchViewModel {
  /** The search value typed so far. */
  query = '';
  /** The message of the first rule the value breaks, after a search attempt. */
  error: string | undefined = undefined;
  /** Participants found by the last search; undefined before any search. */
  results: ParticipantHit[] | undefined = undefined;
  /** True while a search runs. */
  searching = false;
  /** True when "act as" found no second factor to give (admin mode needs one, decision 0266). */
  needsSecondFactor = false;
  /** The reason dialog of "Act as" (decision 0297). */
  readonly entry: AdminModeEntryForm;

  constructor(
    @inject(SupportApi) private readonly support: SupportApi,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(AccountSecurity) private readonly security: AccountSecurity,
    @inject(StepUpPrompt) private readonly stepUp: StepUpPrompt,
  ) {
    this.entry = new AdminModeEntryForm(support, this.adminMode);
    makeAutoObservable(this, { entry: false }, { autoBind: true });
  }

  /** The participant being acted as, if any. */
  get actingAsName(): string | undefined {
    return this.adminMode.enabled ? (this.adminMode.mode.participantName ?? this.adminMode.mode.id) : undefined;
  }

  /** Updates the search value and clears its message. */
  setQuery(value: string): void {
    this.query = value;
    this.error = undefined;
  }

  /** Validates the value and searches participants (GET /participants?q=). */
  async search(): Promise<void> {
    this.error = validateSearch(this.query);
    if (this.error) return;
    this.searching = true;
    try {
      const hits = (await this.support.participants(this.query.trim())).map(toHit);
      runInAction(() => (this.results = hits));
    } catch {
      runInAction(() => (this.error = SEARCH_FAILED_MESSAGE));
    } finally {
      runInAction(() => (this.searching = false));
    }
  }

  /** "Act as" the participant: once the session has a second factor, asks for the reason (the dialog enters admin mode). */
  async actAs(hit: ParticipantHit): Promise<void> {
    const entry = await askAdminModeReason(
      { security: this.security, stepUp: this.stepUp, entry: this.entry },
      { id: hit.id, participantName: hit.label },
    );
    runInAction(() => (this.needsSecondFactor = entry === 'needs-second-factor'));
  }
}
