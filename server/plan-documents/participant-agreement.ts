import { formatDate } from '@/domain/display/format-date';
import type { SignatureImage } from './plan-document-data';
import { PdfWriter } from './pdf-writer';

/** Title of a participant's signed joinder (the participant flow's document, decision 0073). */
export const PARTICIPANT_AGREEMENT_TITLE = 'Solo 401(k) Participant Joinder Agreement';

/** What the participant's joinder prints: the participant and the signer details step. */
export interface ParticipantData {
  /** The plan joined (decision 0240): name, plan number and EIN. */
  plan: { name: string; number: string; ein: string };
  participantName: string;
  signerName: string;
  signerTitle: string;
  signDate: string;
  signature: SignatureImage;
}

/** Renders the participant's joinder agreement with the signer's signature. */
export async function renderParticipantAgreement(
  data: ParticipantData,
  opts: { forbiddenDigits: string[]; createdAt: Date /** Dates in it (decision 0203; en-US when none). */; locale?: string },
): Promise<Uint8Array> {
  const { locale, ...writer } = opts;
  const pdf = await PdfWriter.create({ title: PARTICIPANT_AGREEMENT_TITLE, ...writer });
  pdf.title(PARTICIPANT_AGREEMENT_TITLE, 'Individual (one-participant) 401(k) plan');
  pdf.heading('Plan');
  pdf.field('Plan name', data.plan.name);
  pdf.field('Plan number', data.plan.number);
  pdf.field('Plan EIN', data.plan.ein);
  pdf.heading('Participant');
  pdf.field('Participant name', data.participantName);
  pdf.paragraph(
    'The participant named above joins the Plan, agrees to be bound by its terms and the Adoption Agreement adopted by the ' +
      'Employer, and confirms that the information given in the checkout is true and complete.',
  );
  pdf.heading('Signature');
  await pdf.signature(
    'Signature of the participant',
    data.signature,
    data.signerName,
    data.signerTitle,
    formatDate(data.signDate, { locale }),
  );
  return pdf.save();
}
