import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { validateSearch } from '@/domain/validation';
import { ApiClient } from '@/ports/api-client';
import { AccountSecurity } from '@/ports/account-security';
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

function toHit(raw: Record<string, unknown>): ParticipantHit | undefined {
  const id = raw.id ?? raw.user_id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const email = typeof raw.user_email === 'string' ? raw.user_email : typeof raw.email === 'string' ? raw.email : undefined;
  const named = [raw.first_name, raw.last_name].filter((p) => typeof p === 'string' && p !== '').join(' ');
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : named || undefined;
  return { id: String(id), name, email, label: name ?? email ?? String(id) };
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
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(AccountSecurity) private readonly security: AccountSecurity,
    @inject(StepUpPrompt) private readonly stepUp: StepUpPrompt,
  ) {
    this.entry = new AdminModeEntryForm(api, this.adminMode);
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
      const body = await this.api.get<unknown>('/participants', { query: { q: this.query.trim() } });
      const list = Array.isArray(body)
        ? body
        : Array.isArray((body as { items?: unknown })?.items)
          ? (body as { items: unknown[] }).items
          : [];
      const hits = list.flatMap((raw) =>
        typeof raw === 'object' && raw !== null ? (toHit(raw as Record<string, unknown>) ?? []) : [],
      );
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
