import type { ReactElement } from 'react';
import { RELIEF_FEE_CAP_CENTS, RELIEF_FEE_PER_RETURN_CENTS } from '@/domain/contributions/form-5500-ez-filing';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { Form5500EzStatusRecord } from '@/domain/contributions/contribution-records';

/**
 * What to do about a required return not filed by its due date (REFERENCE: the late-filing penalty of IRC 6652(e), its
 * rate by the due date, decision 0275; the IRS's late-filer penalty relief programme, Rev. Proc. 2015-32).
 */
export function LateFilerRelief({ status, yearLabel }: { status: Form5500EzStatusRecord; yearLabel: string }): ReactElement {
  return (
    <ErrorAlert as="div" testId="late-filer-relief">
      <h3>The Form 5500-EZ for {yearLabel} is past due</h3>
      <p>
        {status.extension.filed
          ? `It was due on ${formatDate(status.filingDeadline)}, extended by Form 5558.`
          : `It was due on ${formatDate(status.dueDate)} (or ${formatDate(status.extendedDueDate)} if you filed Form 5558 in time).`}{' '}
        The IRS can charge up to {formatCents(status.penaltyPerDayCents)} a day, up to {formatCents(status.penaltyCapCents)} per
        return: {status.daysLate} days late comes to up to {formatCents(status.maxPenaltyCents)}.
      </p>
      <p>
        The IRS late-filer penalty relief program (Rev. Proc. 2015-32) replaces that penalty with a fee of{' '}
        {formatCents(RELIEF_FEE_PER_RETURN_CENTS)} per late return, at most {formatCents(RELIEF_FEE_CAP_CENTS)} per plan, as long
        as the IRS has not yet written to you about a penalty for the return. File each late return on paper with the IRS under
        the program, with its fee, and record the filing below once it is sent.
      </p>
    </ErrorAlert>
  );
}
