import type { AmendmentDocumentId } from '@/domain/plan-amendments';
import type { ApiClient } from '@/ports/api-client';
import type {
  PlanAmendmentSignatureInput,
  PlanAmendmentsApi,
  PlanAmendmentsRecord,
  PlanAmendmentTaskRecord,
} from '@/ports/plan-amendments-api';
import { type BlobSaver, saveBlobInBrowser } from './http-api-client';
import type { Answer, RequestBody, Schema } from './wire';

const documentPath = (document: string): string => `/plan-amendments/${encodeURIComponent(document)}`;

/** The plan's amendments over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpPlanAmendmentsApi implements PlanAmendmentsApi {
  constructor(
    private readonly api: ApiClient,
    /** Saves the preview (the browser's download; a recorder in tests). */
    private readonly saveBlob: BlobSaver = saveBlobInBrowser,
  ) {}

  async list(): Promise<PlanAmendmentsRecord> {
    const r = await this.api.get<Answer<'listPlanAmendments'>>('/plan-amendments');
    return { planOwner: r.plan_owner, tasks: r.tasks.map(taskOf) };
  }

  async downloadPreview(document: AmendmentDocumentId): Promise<void> {
    const r = await this.api.get<Answer<'previewPlanAmendment'>>(`${documentPath(document)}/preview`);
    // The PDF comes inline (base64), generated for this request: saved as a download like every other file.
    const binary = atob(r.pdf_base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    this.saveBlob(new Blob([bytes], { type: 'application/pdf' }), r.file_name);
  }

  async sign(document: AmendmentDocumentId, input: PlanAmendmentSignatureInput): Promise<PlanAmendmentTaskRecord> {
    const body: RequestBody<'signPlanAmendment'> = {
      signer_first_name: input.signerFirstName,
      signer_last_name: input.signerLastName,
      signer_title: input.signerTitle,
      signature: input.signature,
    };
    return taskOf(await this.api.post<Answer<'signPlanAmendment', 201>>(`${documentPath(document)}/signature`, body));
  }
}

function taskOf(t: Schema<'PlanAmendmentTask'>): PlanAmendmentTaskRecord {
  return {
    document: t.document,
    kind: t.kind,
    title: t.title,
    contains: t.contains,
    opensOn: t.opens_on,
    deadline: t.deadline,
    deadlineExpected: t.deadline_expected,
    state: t.state,
    daysLeft: t.days_left,
    satisfiedBy: t.satisfied_by,
    signature:
      t.signature === null
        ? null
        : {
            signedOn: t.signature.signed_on,
            signerName: t.signature.signer_name,
            signerTitle: t.signature.signer_title,
            libraryDocumentId: t.signature.library_document_id,
            libraryFolderId: t.signature.library_folder_id,
            fileName: t.signature.file_name,
          },
  };
}
