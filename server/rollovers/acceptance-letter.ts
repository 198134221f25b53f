import { formatCents } from '@/domain/money';
import { formatDate } from '@/domain/display/format-date';
import { preTaxCents, rolloverMethodLabel, rolloverSourceLabel, sixtyDayDeadline } from '@/domain/rollovers';
import { formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import type { PlanDocumentData } from '../plan-documents/plan-document-data';
import { PdfWriter } from '../plan-documents/pdf-writer';

/** Title of the letter of acceptance. */
export const LETTER_TITLE = 'Letter of Acceptance of a Rollover';
/** Top-level library folder of the rollover letters. */
export const ROLLOVERS_FOLDER = 'Rollovers';

/** What the letter prints. */
export interface LetterData {
  plan: PlanDocumentData;
  participantName: string;
  provider: string;
  sourceKind: string;
  method: string;
  amountCents: number;
  rothCents: number;
  distributionDate: string | null;
  administrator: { name: string; title: string; signature: Uint8Array | undefined };
  /** YYYY-MM-DD the letter is signed. */
  date: string;
}

/** The letter's file name: the provider and the day, e.g. "Rollover acceptance - Fidelity - 2026-11-23.pdf". */
export function letterFileName(provider: string, date: string): string {
  const clean = provider
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `Rollover acceptance - ${clean} - ${date}.pdf`;
}

/** Renders the plan administrator's signed letter of acceptance for the sending provider. */
export async function renderAcceptanceLetter(
  data: LetterData,
  opts: { forbiddenDigits: string[]; createdAt: Date; locale?: string },
): Promise<Uint8Array> {
  // Money and dates as the administrator's locale writes them; en-US when none (decision 0206).
  const { locale, ...writer } = opts;
  const money = (cents: number): string => formatCents(cents, { locale });
  const date = (iso: string): string => formatDate(iso, { locale });
  const pdf = await PdfWriter.create({ title: LETTER_TITLE, ...writer });
  const planName = data.plan.plan.name || 'the Plan';
  pdf.title(LETTER_TITLE, date(data.date));
  pdf.field('To', data.provider);
  pdf.field('Plan', planName);
  pdf.field('Plan number', data.plan.plan.number);
  pdf.field('Plan EIN', data.plan.plan.ein || data.plan.employer.ein);
  pdf.field('Plan sponsor', data.plan.employer.name);
  for (const [i, line] of data.plan.employer.street.entries()) pdf.field(i === 0 ? 'Address' : '', line);
  pdf.field('Participant', data.participantName);
  pdf.heading('Acceptance');
  pdf.paragraph(
    `${planName} is a profit-sharing plan with a cash or deferred arrangement intended to be qualified under sections ` +
      '401(a) and 401(k) of the Internal Revenue Code. The Plan accepts rollover contributions, and the plan ' +
      `administrator accepts the rollover described below for the participant named above.`,
  );
  pdf.field('Sending account', rolloverSourceLabel(data.sourceKind));
  pdf.field('How it is paid', rolloverMethodLabel(data.method));
  pdf.field('Approximate amount', money(data.amountCents));
  pdf.field('Pre-tax part', money(preTaxCents(data.amountCents, data.rothCents)));
  pdf.field('Roth part', money(data.rothCents));
  if (data.rothCents > 0)
    pdf.paragraph(
      "The Roth part is accepted only as a direct rollover into the participant's designated Roth rollover account. Send " +
        'the Roth basis and the first year of Roth contributions with it.',
    );
  if (data.method === 'direct')
    pdf.paragraph(
      `Please pay the rollover directly to the Plan: make the check or transfer payable to "${planName}, FBO ` +
        `${data.participantName}" and send it to the plan sponsor at the address above.`,
    );
  else {
    const paid = parseIsoDate(data.distributionDate);
    const deadline = paid ? date(formatIsoDate(sixtyDayDeadline(paid))) : '';
    pdf.paragraph(
      'This is an indirect rollover: the money was paid to the participant, who deposits it in the Plan. It must be ' +
        `deposited within 60 days of the distribution${deadline ? `, that is by ${deadline}` : ''}.`,
    );
  }
  pdf.heading('Plan administrator');
  await pdf.signature(
    'Signature of the plan administrator',
    { png: data.administrator.signature, saved: false },
    data.administrator.name,
    data.administrator.title,
    date(data.date),
  );
  return pdf.save();
}
