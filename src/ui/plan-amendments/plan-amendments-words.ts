import { type AmendmentState, OVERDUE_ADVICE } from '@/domain/plan-amendments';
import type { PlanAmendmentTaskRecord } from '@/ports/plan-amendments-api';
import { formatDate } from '@/ui/kit/locale-format';

/** The task's document in a few words: "the SECURE 2.0 amendment", "the restated plan document". */
export function shortName(task: Pick<PlanAmendmentTaskRecord, 'kind'>): string {
  return task.kind === 'amendment' ? 'the SECURE 2.0 amendment' : 'the restated plan document';
}

/** The deadline as people read it, "(expected)" where the IRS has not announced it yet. */
export function deadlineWords(task: Pick<PlanAmendmentTaskRecord, 'deadline' | 'deadlineExpected'>, locale?: string): string {
  return `${formatDate(task.deadline, { locale })}${task.deadlineExpected ? ' (expected)' : ''}`;
}

/** The task to act on, in one line: "Sign the SECURE 2.0 amendment by Dec 31, 2026". */
export function taskLine(task: PlanAmendmentTaskRecord, locale?: string): string {
  const name = shortName(task);
  switch (task.state) {
    case 'overdue':
      return `Sign ${name} now: its deadline, ${formatDate(task.deadline, { locale })}, has passed`;
    case 'upcoming':
      return `Restatement window expected to open ${formatDate(task.opensOn, { locale })}`;
    case 'signed':
      return `Signed on ${formatDate(task.signature?.signedOn, { locale })}`;
    case 'satisfied':
      return 'Included in the restated plan document you signed';
    default:
      return `Sign ${name} by ${deadlineWords(task, locale)}`;
  }
}

/** Each state in words (never the coded value). */
export const STATE_WORDS: Readonly<Record<AmendmentState, string>> = {
  due: 'To sign',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  signed: 'Signed',
  satisfied: 'Done by the restatement',
  upcoming: 'Not open yet',
};

/** What to do about an overdue amendment (decision 0341). */
export const OVERDUE_WORDS = OVERDUE_ADVICE;
