import { designationStatusLabel, type Beneficiary } from '@/domain/beneficiaries';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { PdfWriter } from '../plan-documents/pdf-writer';

/** Title of the filed beneficiary designation. */
export const DESIGNATION_TITLE = 'Beneficiary Designation';
/** File name of the filed designation (each designation in force is a new version of it). */
export const DESIGNATION_FILE_NAME = 'Beneficiary designation.pdf';
/** Top-level library folder of the designation. */
export const BENEFICIARIES_FOLDER = 'Beneficiaries';

/** What the designation PDF prints. */
export interface DesignationPdfData {
  participantName: string;
  beneficiaries: readonly Beneficiary[];
  status: string;
  /** ISO date the designation takes effect. */
  effectiveDate: string;
  /** The spouse's written consent, when the designation needed one. */
  consent?: { spouseName: string; signedAt: string; signature: Uint8Array | undefined };
}

const pngOf = (dataUrl: string | null | undefined): Uint8Array | undefined =>
  dataUrl ? new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')) : undefined;

/** The signature bytes of a stored PNG data URL. */
export const signaturePng = pngOf;

function group(pdf: PdfWriter, title: string, list: readonly Beneficiary[], locale: string | undefined): void {
  pdf.heading(title);
  if (list.length === 0) {
    pdf.paragraph('None named.');
    return;
  }
  list.forEach((b, i) => {
    pdf.keepTogether(70);
    pdf.field(`${i + 1}. Name`, b.name);
    pdf.field('Relationship', codedLabel('relationship', b.relationship));
    pdf.field('Date of birth', formatDate(b.date_of_birth, { locale }));
    pdf.field('Share', `${b.share}%`);
  });
}

/** Renders a beneficiary designation, with the spouse's signed consent when there is one (REA, IRC 417). */
export async function renderDesignationPdf(
  data: DesignationPdfData,
  opts: { forbiddenDigits: string[]; createdAt: Date; locale?: string },
): Promise<Uint8Array> {
  // Dates as the signer's locale writes them; en-US when none (decision 0206).
  const { locale, ...writer } = opts;
  const pdf = await PdfWriter.create({ title: DESIGNATION_TITLE, ...writer });
  pdf.title(DESIGNATION_TITLE, 'Individual (one-participant) 401(k) plan');
  pdf.field('Participant', data.participantName);
  pdf.field('Effective', formatDate(data.effectiveDate, { locale }));
  pdf.field('Status', designationStatusLabel(data.status));
  group(
    pdf,
    'Primary beneficiaries',
    data.beneficiaries.filter((b) => b.group === 'primary'),
    locale,
  );
  group(
    pdf,
    'Contingent beneficiaries',
    data.beneficiaries.filter((b) => b.group === 'contingent'),
    locale,
  );
  pdf.paragraph(
    'Contingent beneficiaries receive the account only if no primary beneficiary survives the participant. This ' +
      'designation replaces every earlier designation of the participant under the Plan.',
  );
  if (data.consent !== undefined) {
    const named = data.beneficiaries.map((b) => `${b.name} (${codedLabel('relationship', b.relationship)}, ${b.share}%)`);
    pdf.heading("Spouse's consent");
    pdf.paragraph(
      `I, ${data.consent.spouseName}, am the spouse of the participant. I consent to the designation above, under which ` +
        `the following persons are the beneficiaries of the participant's account: ${named.join('; ')}. I understand ` +
        'that without this consent I would be entitled to the account as the sole primary beneficiary, that I give up ' +
        'that right for this designation only, and that this consent cannot be revoked for it.',
    );
    await pdf.signature(
      "Spouse's signature",
      { png: data.consent.signature, saved: false },
      data.consent.spouseName,
      '',
      formatDate(data.consent.signedAt, { locale }),
    );
    pdf.heading('Witness');
    pdf.paragraph('Witnessed by a plan representative or a notary public:');
    await pdf.signature('Signature of the plan representative or notary', { saved: false }, '', '', '');
  }
  return pdf.save();
}
