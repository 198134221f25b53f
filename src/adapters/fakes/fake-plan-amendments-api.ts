import {
  type AmendmentDocumentId,
  amendmentDocument,
  amendmentSignatureErrors,
  type AmendmentSignature,
  amendmentTasks,
  type AmendmentTask,
  canSign,
} from '@/domain/plan-amendments';
import { formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Clock } from '@/ports/clock';
import type {
  PlanAmendmentSignatureInput,
  PlanAmendmentSignatureRecord,
  PlanAmendmentsApi,
  PlanAmendmentsRecord,
  PlanAmendmentTaskRecord,
} from '@/ports/plan-amendments-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/**
 * A behavioural fake of the plan amendments (decision 0341): an owner whose plan took effect on `effectiveDate` (none
 * at first: a new user or a participant), the domain's tasks on the clock's day, signatures filed in a pretend library. Tests read
 * `calls`, `previews` (the documents saved to review) and plant `failNext`.
 */
export class FakePlanAmendmentsApi extends FakePortCalls implements PlanAmendmentsApi {
  /** The plan's effective date; undefined (as it starts): not a plan owner. */
  effectiveDate: string | undefined = undefined;
  /** The documents saved to review, by file name. */
  readonly previews: string[] = [];
  private readonly signatures = new Map<AmendmentDocumentId, PlanAmendmentSignatureRecord>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  private today(): string {
    return formatIsoDate(utcToday(this.clock.now()) ?? { year: 1970, month: 1, day: 1 });
  }

  private tasks(): AmendmentTask[] {
    if (this.effectiveDate === undefined) return [];
    const signed: AmendmentSignature[] = [...this.signatures].map(([documentId, s]) => ({ documentId, signedOn: s.signedOn }));
    return amendmentTasks({ effectiveDate: this.effectiveDate, edition: 'cycle_3' }, signed, this.today());
  }

  private record(task: AmendmentTask): PlanAmendmentTaskRecord {
    const d = task.document;
    return {
      document: d.id,
      kind: d.kind,
      title: d.title,
      contains: d.contains,
      opensOn: d.opensOn ?? null,
      deadline: d.deadline,
      deadlineExpected: d.expected,
      state: task.state,
      daysLeft: task.daysLeft,
      satisfiedBy: task.satisfiedBy ?? null,
      signature: this.signatures.get(d.id) ?? null,
    };
  }

  private task(document: AmendmentDocumentId): AmendmentTask {
    if (this.effectiveDate === undefined) throw refused(403, 'not_plan_owner', "Only the plan's owner signs its amendments");
    const task = this.tasks().find((t) => t.document.id === document);
    if (amendmentDocument(document) === undefined || task === undefined)
      throw refused(404, 'not_found', 'Your plan does not need this document');
    return task;
  }

  async list(): Promise<PlanAmendmentsRecord> {
    this.check('list');
    return { planOwner: this.effectiveDate !== undefined, tasks: this.tasks().map((t) => this.record(t)) };
  }

  async downloadPreview(document: AmendmentDocumentId): Promise<void> {
    this.check(`preview:${document}`);
    this.previews.push(`${this.task(document).document.title} (to review).pdf`);
  }

  async sign(document: AmendmentDocumentId, input: PlanAmendmentSignatureInput): Promise<PlanAmendmentTaskRecord> {
    this.check(`sign:${document}`);
    throwIfInvalid(
      amendmentSignatureErrors({
        signer_first_name: input.signerFirstName,
        signer_last_name: input.signerLastName,
        signer_title: input.signerTitle,
        signature: input.signature,
      }),
    );
    const task = this.task(document);
    if (!canSign(task)) {
      if (task.state === 'signed') throw refused(409, 'already_signed', 'This document is already signed');
      if (task.state === 'satisfied')
        throw refused(409, 'already_satisfied', 'The signed restatement already includes this amendment');
      throw refused(409, 'not_open', 'This document cannot be signed before its window opens');
    }
    const signedOn = this.today();
    this.signatures.set(document, {
      signedOn,
      signerName: `${input.signerFirstName.trim()} ${input.signerLastName.trim()}`,
      signerTitle: input.signerTitle.trim(),
      libraryDocumentId: `doc-${document}`,
      libraryFolderId: 'folder-plan-documents',
      fileName: `${task.document.title} (signed ${signedOn}).pdf`,
    });
    return this.record(this.task(document));
  }
}
