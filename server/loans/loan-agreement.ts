import { codedLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import type { SignatureImage } from '../plan-documents/plan-document-data';
import { PdfWriter } from '../plan-documents/pdf-writer';
import type { Loan } from './loan-view';
import type { ApiScheduledPayment } from './loan-view';

/** Title of the signed loan document (decision 0241). */
export const LOAN_AGREEMENT_TITLE = 'Promissory Note and Loan Agreement';

/** What the note prints besides the loan: the plan, the borrower and the signature. */
export interface LoanAgreementData {
  plan: { name: string; number: string; ein: string };
  borrowerName: string;
  loan: Loan;
  schedule: ApiScheduledPayment[];
  signerName: string;
  signDate: string;
  signature: SignatureImage;
}

/** Renders the promissory note and loan agreement with the amortisation schedule and the borrower's signature. */
export async function renderLoanAgreement(
  data: LoanAgreementData,
  opts: { forbiddenDigits: string[]; createdAt: Date; locale?: string },
): Promise<Uint8Array> {
  const { loan } = data;
  // Money and dates as the signer's locale writes them; en-US when none (decision 0206).
  const { locale, ...writer } = opts;
  const money = (v: number): string => formatMoney(v, { locale });
  const date = (v: string): string => formatDate(v, { locale });
  const pdf = await PdfWriter.create({ title: LOAN_AGREEMENT_TITLE, ...writer });
  pdf.title(LOAN_AGREEMENT_TITLE, 'Participant loan from an individual (one-participant) 401(k) plan, IRC 72(p)');
  pdf.heading('Plan');
  pdf.field('Plan name', data.plan.name);
  pdf.field('Plan number', data.plan.number);
  pdf.field('Plan EIN', data.plan.ein);
  pdf.heading('Loan');
  pdf.field('Borrower', data.borrowerName);
  pdf.field('Principal', money(loan.amount));
  pdf.field('Purpose', codedLabel('loan_purpose', loan.purpose));
  pdf.field('Annual interest rate', `${loan.annual_rate.toFixed(2)}%`);
  pdf.field('Term', `${loan.term_months} months`);
  pdf.field('Payments', `${loan.payments_count} ${codedLabel('payment_frequency', loan.frequency).toLowerCase()} payments`);
  pdf.field('Level payment', money(loan.level_payment));
  pdf.field('Loan date', date(loan.start_date));
  pdf.field('First payment due', date(loan.first_due_date));
  pdf.field('Last payment due', date(loan.last_due_date));
  pdf.field('Total interest', money(loan.total_interest));
  pdf.field('Total of payments', money(loan.total_payments));
  pdf.heading('Promise to pay');
  pdf.paragraph(
    `For value received, the Borrower promises to pay to the Plan the principal of ${money(loan.amount)} with interest ` +
      `at ${loan.annual_rate.toFixed(2)}% a year, in substantially level payments as scheduled below, the last payment ` +
      'paying the remaining balance. The Borrower may prepay the balance at any time without penalty.',
  );
  pdf.heading('Security and default');
  pdf.paragraph(
    "The loan is secured by 50% of the Borrower's vested account balance in the Plan. A payment not made when due may be " +
      'made up until the last day of the calendar quarter after the quarter in which it was due (the cure period). If it is ' +
      'not, the outstanding balance is treated as a deemed distribution and reported on Form 1099-R, and the Plan may ' +
      "offset it against the Borrower's account when a distribution is permitted.",
  );
  pdf.heading('Amortisation schedule');
  for (const row of data.schedule)
    pdf.field(
      `${row.number}. ${date(row.due_date)}`,
      `${money(row.payment)} (interest ${money(row.interest)}, principal ${money(row.principal)}), balance ${money(row.balance)}`,
    );
  pdf.heading('Signature');
  await pdf.signature('Signature of the borrower', data.signature, data.signerName, 'Participant', date(data.signDate));
  return pdf.save();
}
