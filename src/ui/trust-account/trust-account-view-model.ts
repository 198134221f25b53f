import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CONTRIBUTION_SOURCES } from '@/domain/contributions/contribution-usage';
import type { Choice } from '@/domain/display/option-lists';
import {
  classificationErrors,
  kindFitsAmount,
  MONTH_NAMES,
  type PeriodFigures,
  STATEMENT_KIND_LABELS,
  STATEMENT_KINDS,
  type StatementKind,
  type YearReconciliation,
} from '@/domain/statements';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import {
  type StatementImportRecord,
  type StatementOwnerRuleRecord,
  type StatementRuleRecord,
  StatementsApi,
  type StatementTransactionRecord,
} from '@/ports/statements-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the trust account could not be loaded. */
export const TRUST_ACCOUNT_LOAD_FAILED = 'Your trust account could not be loaded. Try again in a moment.';
/** Shown when an action failed for another reason than a field message. */
export const ACTION_FAILED = 'That did not go through. Nothing was lost; please try again.';
/** Shown when a file could not be imported for another reason than its content. */
export const IMPORT_FAILED = 'The statement could not be imported. Try again in a moment.';
/** Transactions asked for per page. */
export const TRANSACTIONS_PAGE = 100;

const text = (v: FormValues, k: string): string => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');

/** The trust account page: import statements, classify their transactions, the rules and the reconciliation. */
@injectable()
export class TrustAccountViewModel {
  /** The year and month shown. */
  year: number;
  month: number;
  imports: StatementImportRecord[] = [];
  /** The month's transactions loaded so far, by posted day. */
  transactions: StatementTransactionRecord[] = [];
  /** The cursor of the month's next page (undefined: all loaded). */
  nextCursor: string | undefined = undefined;
  rules: StatementOwnerRuleRecord[] = [];
  builtInRules: StatementRuleRecord[] = [];
  reconciliation: YearReconciliation | undefined = undefined;
  loadFailed = false;
  busy = false;
  importing = false;
  /** The file field's messages (a malformed line named), until the next file. */
  fileMessages: string[] = [];
  notice: string | undefined = undefined;
  failure: string | undefined = undefined;
  /** The transaction whose classify form is open. */
  selectedId: string | undefined = undefined;
  readonly classifyForm: StepForm;
  /** The month and year pickers. */
  readonly periodForm: StepForm;
  /** The number of the latest load: an earlier one that answers late (another month asked for since) is dropped. */
  private loads = 0;

  constructor(
    @inject(StatementsApi) private readonly api: StatementsApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    const now = this.clock.now();
    this.year = now.getUTCFullYear();
    this.month = now.getUTCMonth() + 1;
    this.classifyForm = new StepForm((v) => this.classifyRules(v), {});
    this.periodForm = new StepForm(() => ({}), { year: String(this.year), month: String(this.month) });
    makeAutoObservable<TrustAccountViewModel, 'api' | 'clock' | 'loads'>(
      this,
      { api: false, clock: false, loads: false, classifyForm: false, periodForm: false },
      { autoBind: true },
    );
  }

  /** The transaction being classified. */
  get selected(): StatementTransactionRecord | undefined {
    return this.transactions.find((t) => t.id === this.selectedId);
  }

  /** The month shown in words ("October 2026"). */
  get monthName(): string {
    return `${MONTH_NAMES[this.month - 1]} ${this.year}`;
  }

  /** The reconciliation of the month shown (undefined for a month not begun). */
  get monthFigures(): PeriodFigures | undefined {
    return this.reconciliation?.months.find((m) => m.month === this.month);
  }

  /** The years that may be shown: this year and those the statements cover, newest first. */
  get yearChoices(): Choice[] {
    const years = new Set([this.clock.now().getUTCFullYear(), this.year]);
    for (const i of this.imports) for (const d of [i.periodStart, i.periodEnd]) years.add(Number(d.slice(0, 4)));
    return [...years].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }));
  }

  /** The months of the year shown, by name. */
  get monthChoices(): Choice[] {
    return MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
  }

  /** The kinds that fit the selected transaction's money (in or out). */
  get kindChoices(): Choice[] {
    const t = this.selected;
    return STATEMENT_KINDS.filter((k) => !t || kindFitsAmount(k, t.amountCents)).map((k) => ({
      value: k,
      label: STATEMENT_KIND_LABELS[k],
    }));
  }

  /** The six contribution sources. */
  get sourceChoices(): Choice[] {
    return CONTRIBUTION_SOURCES.map((s) => ({ value: s, label: s }));
  }

  /** A contribution's tax year: the deposit's year or the year before. */
  get taxYearChoices(): Choice[] {
    const year = Number(this.selected?.postedOn.slice(0, 4) ?? this.year);
    return [year, year - 1].map((y) => ({ value: String(y), label: String(y) }));
  }

  /** Loads the imports, the rules, the year's reconciliation and the month's first page of transactions. */
  async load(): Promise<void> {
    const ticket = ++this.loads;
    try {
      const [imports, rules, reconciliation, page] = await Promise.all([
        this.api.imports(),
        this.api.rules(),
        this.api.reconciliation(this.year),
        this.api.transactions({ year: this.year, month: this.month, limit: TRANSACTIONS_PAGE }),
      ]);
      if (ticket !== this.loads) return;
      runInAction(() => {
        this.imports = imports;
        this.rules = rules.rules;
        this.builtInRules = rules.builtIn;
        this.reconciliation = reconciliation;
        this.transactions = page.items;
        this.nextCursor = page.nextCursor ?? undefined;
        this.loadFailed = false;
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      if (ticket === this.loads) runInAction(() => (this.loadFailed = true));
    }
  }

  /** Shows another month (and year). */
  async showPeriod(year: number, month: number): Promise<void> {
    if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return;
    this.year = year;
    this.month = month;
    this.periodForm.replace('year', String(year));
    this.periodForm.replace('month', String(month));
    this.selectedId = undefined;
    await this.load();
  }

  /** Loads the month's next page of transactions. */
  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (cursor === undefined || this.busy) return;
    this.busy = true;
    try {
      const page = await this.api.transactions({ year: this.year, month: this.month, cursor, limit: TRANSACTIONS_PAGE });
      runInAction(() => {
        this.transactions = [...this.transactions, ...page.items];
        this.nextCursor = page.nextCursor ?? undefined;
      });
    } catch {
      runInAction(() => (this.failure = ACTION_FAILED));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Imports a statement file, then shows the month it ends in. */
  async importFile(file: File): Promise<void> {
    if (this.importing) return;
    this.importing = true;
    this.fileMessages = [];
    this.notice = undefined;
    this.failure = undefined;
    try {
      const outcome = await this.api.importStatement(file, file.name);
      const end = outcome.statement.periodEnd;
      runInAction(() => {
        this.notice = outcome.duplicate
          ? `${file.name} was imported before: nothing was added.`
          : `${file.name} is imported: ${outcome.added} ${outcome.added === 1 ? 'transaction' : 'transactions'} added` +
            (outcome.skipped > 0 ? `, ${outcome.skipped} already imported.` : '.');
      });
      await this.showPeriod(Number(end.slice(0, 4)), Number(end.slice(5, 7)));
    } catch (error) {
      runInAction(() => {
        const messages = fieldsOf(error)?.file;
        if (messages && messages.length > 0) this.fileMessages = messages;
        else this.fileMessages = [IMPORT_FAILED];
      });
    } finally {
      runInAction(() => (this.importing = false));
    }
  }

  /** Opens the classify form of transaction `id`, filled with its class (or the deposit's year). */
  select(id: string): void {
    const t = this.transactions.find((x) => x.id === id);
    if (!t) return;
    this.selectedId = id;
    this.failure = undefined;
    this.classifyForm.restore({
      kind: t.kind ?? '',
      source: t.source ?? '',
      tax_year: String(t.taxYear ?? t.postedOn.slice(0, 4)),
      save_rule: false,
      rule_text: t.description,
    });
  }

  /** Closes the classify form. */
  cancelClassify(): void {
    this.selectedId = undefined;
  }

  /** Saves the selected transaction's class (and a rule for similar ones when asked). */
  async classify(): Promise<void> {
    const t = this.selected;
    this.classifyForm.submit();
    if (!t || !this.classifyForm.isValid || this.busy) return;
    const v = this.classifyForm.values;
    const kind = text(v, 'kind') as StatementKind;
    const contribution = kind === 'contribution';
    const saveRule = this.classifyForm.flag('save_rule');
    this.busy = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      const done = await this.api.classify(t.id, {
        kind,
        source: contribution ? text(v, 'source') : null,
        taxYear: contribution ? Number(text(v, 'tax_year')) : null,
        saveRule,
        ...(saveRule ? { ruleText: text(v, 'rule_text') } : {}),
      });
      runInAction(() => {
        this.notice = `${done.description} is classified as ${STATEMENT_KIND_LABELS[kind]}${saveRule ? ', and a rule is saved for similar transactions' : ''}.`;
        this.selectedId = undefined;
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.classifyForm.showServerErrors(fields);
        else this.failure = ACTION_FAILED;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Removes one of the owner's rules (what it classified keeps its class). */
  async deleteRule(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failure = undefined;
    try {
      await this.api.deleteRule(id);
      runInAction(() => (this.notice = 'The rule is removed. Transactions it classified keep their class.'));
      await this.load();
    } catch {
      runInAction(() => (this.failure = ACTION_FAILED));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Starts loading. */
  activate(): void {
    void this.load();
  }

  private classifyRules(v: FormValues): FieldErrors {
    const t = this.selected;
    if (!t) return {};
    const kind = text(v, 'kind');
    const input = {
      kind: kind === '' ? undefined : kind,
      source: text(v, 'source'),
      tax_year: Number(text(v, 'tax_year')),
      save_rule: v.save_rule === true,
      rule_text: text(v, 'rule_text'),
    };
    return classificationErrors(input, { amountCents: t.amountCents, postedYear: Number(t.postedOn.slice(0, 4)) }, t.description);
  }
}
