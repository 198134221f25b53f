import { BIRTH_ADOPTION, isConfidentialKind, isSecureWithdrawalKind } from './secure-withdrawals';
import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { addDays, type CalendarDate, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { isAtLeast59AndAHalf } from './distribution-kinds';
import type { DistributionRecord } from './distribution-record';
import { isDirectRolloverMethod } from './withholding';

/**
 * A distribution's life after the request (decision 0314): who acts next and by when, the timeline (requested,
 * approved, paid, Form 1099-R), and what it means for taxes, said before the request is sent.
 *
 * Service levels (the product's, not the law's): support reviews a request within 2 business days; once approved, the
 * owner as the plan's trustee sends the payment from the plan's trust account within 5 business days, and support
 * records it paid. Business days skip Saturdays and Sundays (federal holidays are not counted out).
 */

/** Business days support takes to review a request. */
export const REVIEW_BUSINESS_DAYS = 2;
/** Business days the trustee has to send an approved payment. */
export const PAYMENT_BUSINESS_DAYS = 5;

const weekday = (d: CalendarDate): number => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const isWeekend = (d: CalendarDate): boolean => weekday(d) === 0 || weekday(d) === 6;

/** The day `days` business days (Monday to Friday) after `from`; `from` itself is not counted. */
export function addBusinessDays(from: CalendarDate, days: number): CalendarDate {
  let date = from;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/**
 * The day Form 1099-R for `taxYear` is due to the recipient: January 31 of the next year (IRC 6047(d) and Treas. Reg.
 * 35.3405-1T; Instructions for Forms 1099-R and 5498, "Statements to Recipients"), moved to the next business day when
 * it falls on a Saturday or Sunday (IRC 7503).
 */
export function form1099RDueDate(taxYear: number): CalendarDate {
  let date: CalendarDate = { year: taxYear + 1, month: 1, day: 31 };
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** The 10% additional tax on an early distribution (IRC 72(t)(1)), in cents, rounded to the cent. */
export function additionalTaxCents(amountCents: number): number {
  return Math.round(amountCents / 10);
}

/** Who acts next on a request. */
export type NextActor = 'support' | 'owner' | 'nobody';

/** Who acts next, what they do and by when (`YYYY-MM-DD`; null when nothing is left to do). */
export interface NextAction {
  readonly actor: NextActor;
  readonly text: string;
  readonly by: string | null;
}

/** One point of the timeline: done on `date`, or expected by `date`. */
export interface TimelinePoint {
  readonly key: 'requested' | 'approved' | 'paid' | 'form1099R' | 'rejected';
  readonly label: string;
  readonly state: 'done' | 'expected';
  /** `YYYY-MM-DD`. */
  readonly date: string;
}

/** A request's life: its timeline and who acts next. */
export interface DistributionLife {
  readonly timeline: readonly TimelinePoint[];
  readonly next: NextAction;
}

const dayOf = (iso: string): CalendarDate => parseIsoDate(iso.slice(0, 10)) as CalendarDate;

/** When the request's history reached `status` (its first such event), or undefined. */
function reached(record: DistributionRecord, status: string): CalendarDate | undefined {
  const event = record.history.find((e) => e.status === status);
  return event ? dayOf(event.at) : undefined;
}

/**
 * The timeline of a request from the data the server keeps (its history), with the steps still to come and their
 * expected dates; and who acts next: support reviews a request, the owner as trustee pays an approved one, support
 * issues Form 1099-R for a paid one by its due date.
 */
export function distributionLife(record: DistributionRecord, owner: boolean): DistributionLife {
  const requested = reached(record, 'requested') ?? dayOf(record.createdAt);
  const timeline: TimelinePoint[] = [{ key: 'requested', label: 'Requested', state: 'done', date: formatIsoDate(requested) }];
  const rejected = reached(record, 'rejected');
  if (record.status === 'rejected' && rejected) {
    timeline.push({ key: 'rejected', label: 'Rejected', state: 'done', date: formatIsoDate(rejected) });
    return { timeline, next: { actor: 'nobody', text: 'Nothing more happens with this request.', by: null } };
  }
  const approved = reached(record, 'approved');
  const approvedBy = approved ?? addBusinessDays(requested, REVIEW_BUSINESS_DAYS);
  timeline.push({ key: 'approved', label: 'Approved', state: approved ? 'done' : 'expected', date: formatIsoDate(approvedBy) });
  const paid = reached(record, 'paid');
  const paidBy = paid ?? addBusinessDays(approvedBy, PAYMENT_BUSINESS_DAYS);
  timeline.push({ key: 'paid', label: 'Paid', state: paid ? 'done' : 'expected', date: formatIsoDate(paidBy) });
  const form = form1099RDueDate(paidBy.year);
  timeline.push({ key: 'form1099R', label: `Form 1099-R for ${paidBy.year}`, state: 'expected', date: formatIsoDate(form) });
  const trustee = owner ? 'You, as the plan’s trustee, send' : 'The plan owner, as the plan’s trustee, sends';
  const next: NextAction =
    record.status === 'requested'
      ? { actor: 'support', text: 'Support reviews the request and approves it or says why not.', by: formatIsoDate(approvedBy) }
      : record.status === 'approved' && isConfidentialKind(record.kind)
        ? {
            // Never through the other spouse (decision 0336): support has the plan's custodian pay it.
            actor: 'support',
            text: 'Support has the payment sent from the plan’s trust account without involving anyone else, then records it paid.',
            by: formatIsoDate(paidBy),
          }
        : record.status === 'approved'
          ? {
              actor: 'owner',
              text: `${trustee} the payment from the plan’s trust account; support then records it paid.`,
              by: formatIsoDate(paidBy),
            }
          : { actor: 'support', text: `Support issues Form 1099-R for ${paidBy.year}.`, by: formatIsoDate(form) };
  return { timeline, next };
}

/** What a request about to be sent means for taxes, in words, with the 1099-R code that will report it. */
export interface DistributionTaxNotes {
  /** The 10% additional tax of IRC 72(t): whether it applies, the amount, and why (the exception that applies). */
  readonly additionalTax: { readonly applies: boolean; readonly cents: number | null; readonly text: string };
  readonly federalWithholding: string;
  readonly stateTax: string;
  readonly form1099R: string;
}

/** What the tax notes are computed from. */
export interface TaxNoteInput {
  readonly kind: string;
  readonly amountCents: number | null;
  readonly paymentMethod: string | undefined;
  readonly withholdingPercent: number | null;
  /** Date of birth; undefined when not known. */
  readonly dob: Date | undefined;
  readonly now: Date;
  /** The user's locale for the amounts and dates in the words ('en-US' when not given). */
  readonly locale?: string;
}

/** The exception of each SECURE 2.0 withdrawal, in words with its Code section (decision 0336). */
const SECURE_EXCEPTIONS: Readonly<Record<string, string>> = {
  emergency_expense: 'An emergency personal expense distribution is an exception (IRC 72(t)(2)(I))',
  domestic_abuse: 'A domestic abuse victim distribution is an exception (IRC 72(t)(2)(K))',
  birth_adoption: 'A qualified birth or adoption distribution is an exception (IRC 72(t)(2)(H))',
};

/**
 * The tax notes (decision 0314). Before 59½ (IRC 72(t)(1)) the taxable part pays a 10% additional tax unless an
 * exception applies: a distribution at 59½ or later (72(t)(2)(A)(i)); after leaving the business in or after the year
 * of turning 55 (72(t)(2)(A)(v)); a direct rollover is not a taxable distribution at all (402(c)). A hardship
 * distribution has no exception of its own (medical expenses above 7.5% of income may be, 72(t)(2)(B)).
 * Form 1099-R codes (Instructions for Forms 1099-R, box 7): 1 early with no known exception, 2 early with an exception,
 * 7 normal, G direct rollover.
 */
export function distributionTaxNotes(input: TaxNoteInput): DistributionTaxNotes {
  const taxYear = input.now.getUTCFullYear();
  const due = formatDate(formatIsoDate(form1099RDueDate(taxYear)), { locale: input.locale });
  const money = (cents: number): string => formatCents(cents, { locale: input.locale });
  const stateTax =
    'Your state may tax it as income too: most states do, a few have no income tax, and some withhold state tax; check your state’s rules.';
  if (isDirectRolloverMethod(input.paymentMethod)) {
    return {
      additionalTax: { applies: false, cents: null, text: 'A direct rollover is not taxed now and has no 10% additional tax.' },
      federalWithholding: 'Nothing is withheld: the money goes straight to the other plan or IRA.',
      stateTax: 'No state tax is due on a direct rollover.',
      form1099R: `Form 1099-R for ${taxYear} (code G, direct rollover) follows by ${due}.`,
    };
  }
  const over59 = input.dob !== undefined && isAtLeast59AndAHalf(input.dob, input.now);
  const turns55ThisYear = input.dob !== undefined && taxYear - input.dob.getUTCFullYear() >= 55;
  const tax = input.amountCents === null ? null : additionalTaxCents(input.amountCents);
  let additionalTax: DistributionTaxNotes['additionalTax'];
  let code: string;
  if (over59) {
    additionalTax = {
      applies: false,
      cents: null,
      text: 'You are 59½ or older, so there is no 10% additional tax (IRC 72(t)(2)(A)(i)).',
    };
    code = '7, normal distribution';
  } else if (input.kind === BIRTH_ADOPTION) {
    // The Guide to Distribution Codes reports a qualified birth or adoption distribution with code 1; the participant
    // claims the exception on Form 5329 (Instructions for Forms 1099-R and 5498, box 7; decision 0336).
    additionalTax = {
      applies: false,
      cents: null,
      text: `${SECURE_EXCEPTIONS[input.kind]}: no 10% additional tax; you claim the exception on Form 5329. You may repay it to the plan within three years.`,
    };
    code = '1, early distribution; you claim the exception on your return';
  } else if (isSecureWithdrawalKind(input.kind)) {
    additionalTax = {
      applies: false,
      cents: null,
      text: `${SECURE_EXCEPTIONS[input.kind]}: no 10% additional tax. You may repay it to the plan within three years.`,
    };
    code = '2, early distribution with an exception';
  } else if (input.kind === 'separation' && turns55ThisYear) {
    additionalTax = {
      applies: false,
      cents: null,
      text: 'You are under 59½, but leaving the business in or after the year you turn 55 is an exception: no 10% additional tax (IRC 72(t)(2)(A)(v)).',
    };
    code = '2, early distribution with an exception';
  } else {
    const reason =
      input.dob === undefined
        ? 'Your date of birth is not known, so the plan reports it as early: '
        : input.kind === 'hardship'
          ? 'You are under 59½ and a hardship is not an exception: '
          : 'You are under 59½ and no exception applies: ';
    additionalTax = {
      applies: true,
      cents: tax,
      text: `${reason}the taxable amount carries a 10% additional tax (IRC 72(t)(1))${tax === null ? '' : `, ${money(tax)}`} on your tax return (Form 5329). Medical expenses above 7.5% of your income may be an exception (IRC 72(t)(2)(B)).`,
    };
    code = '1, early distribution, no known exception';
  }
  const percent = input.withholdingPercent ?? 0;
  const withheld = input.amountCents === null ? null : Math.round((input.amountCents * percent) / 100);
  return {
    additionalTax,
    federalWithholding:
      percent === 0
        ? 'No federal income tax is withheld: the whole amount is taxable income on your return.'
        : `${percent}% is withheld for federal income tax${withheld === null ? '' : ` (${money(withheld)})`} and sent to the IRS; it counts toward the tax on your return.`,
    stateTax,
    form1099R: `Form 1099-R for ${taxYear} (code ${code}) reports it; it is sent to you by ${due}.`,
  };
}
