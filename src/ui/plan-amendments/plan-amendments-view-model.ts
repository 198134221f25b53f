import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type AmendmentDocumentId, amendmentSignatureErrors } from '@/domain/plan-amendments';
import { PlanAmendmentsApi, type PlanAmendmentsRecord, type PlanAmendmentTaskRecord } from '@/ports/plan-amendments-api';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the tasks could not be loaded. */
export const AMENDMENTS_LOAD_FAILED = "Your plan's amendments could not be loaded. Try again in a moment.";
/** Shown when the preview could not be made. */
export const PREVIEW_FAILED = 'The document to review could not be made. Try again in a moment.';
/** Shown when a signature did not go through for another reason than a field message. */
export const SIGN_FAILED = 'The signature did not go through. Nothing was lost; please try again.';

/** The signature form's labels. */
const LABELS = {
  signer_first_name: 'Signer first name',
  signer_last_name: 'Signer last name',
  signer_title: 'Signer title',
  signature: 'Signature',
};

const text = (v: FormValues, k: string): string => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');

/** The plan amendments page (decision 0341): the tasks, the documents to review, the signature and its receipt. */
@injectable()
export class PlanAmendmentsViewModel {
  record: PlanAmendmentsRecord | undefined = undefined;
  loadFailed = false;
  busy = false;
  /** The document whose sign form is open. */
  signingId: AmendmentDocumentId | undefined = undefined;
  /** The task just signed (the receipt). */
  justSigned: PlanAmendmentTaskRecord | undefined = undefined;
  failure: string | undefined = undefined;
  /** The task whose Sign button takes the focus back (its form closed without a signature). */
  focusReturn: AmendmentDocumentId | undefined = undefined;
  readonly form: StepForm;

  constructor(@inject(PlanAmendmentsApi) private readonly api: PlanAmendmentsApi) {
    this.form = new StepForm(
      (v) => amendmentSignatureErrors(v),
      {},
      () => undefined,
      LABELS,
    );
    makeAutoObservable<PlanAmendmentsViewModel, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  activate(): void {
    void this.load();
  }

  /** The tasks, in deadline order. */
  get tasks(): readonly PlanAmendmentTaskRecord[] {
    return this.record?.tasks ?? [];
  }

  /** The task whose sign form is open. */
  get signingTask(): PlanAmendmentTaskRecord | undefined {
    return this.tasks.find((t) => t.document === this.signingId);
  }

  /** The overdue tasks (an alert says what to do). */
  get overdue(): readonly PlanAmendmentTaskRecord[] {
    return this.tasks.filter((t) => t.state === 'overdue');
  }

  async load(): Promise<void> {
    try {
      const record = await this.api.list();
      runInAction(() => {
        this.record = record;
        this.loadFailed = false;
      });
    } catch {
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Saves the document to review. */
  async preview(document: AmendmentDocumentId): Promise<void> {
    this.failure = undefined;
    try {
      await this.api.downloadPreview(document);
    } catch (error) {
      runInAction(() => (this.failure = messageOf(error) ?? PREVIEW_FAILED));
    }
  }

  /** Opens the sign form of a document (what was typed before stays). */
  startSigning(document: AmendmentDocumentId): void {
    this.signingId = document;
    this.justSigned = undefined;
    this.failure = undefined;
  }

  /** Closes the sign form without signing; the focus goes back to the task's Sign button. */
  cancelSigning(): void {
    this.focusReturn = this.signingId;
    this.signingId = undefined;
  }

  /** The focus went back to where the sign form was opened. */
  focusReturned(): void {
    this.focusReturn = undefined;
  }

  /** Signs the open document; true when signed. */
  async sign(): Promise<boolean> {
    const document = this.signingId;
    this.form.submit();
    if (document === undefined || !this.form.isValid || this.busy) return false;
    const v = this.form.values;
    this.busy = true;
    this.failure = undefined;
    try {
      const signed = await this.api.sign(document, {
        signerFirstName: text(v, 'signer_first_name'),
        signerLastName: text(v, 'signer_last_name'),
        signerTitle: text(v, 'signer_title'),
        signature: String(v.signature),
      });
      const record = await this.api.list().catch(() => undefined);
      runInAction(() => {
        this.justSigned = signed;
        this.signingId = undefined;
        this.form.replace('signature', '');
        if (record !== undefined) this.record = record;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.form.showServerErrors(fields);
        else this.failure = messageOf(error) ?? SIGN_FAILED;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
