import type { ReactElement } from 'react';
import { RELIEF_FEE_CAP_CENTS, RELIEF_FEE_PER_RETURN_CENTS } from '@/domain/contributions/form-5500-ez-filing';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatDate, formatMoney } from '@/ui/kit/locale-format';
import type { ApiForm5500EzStatus } from '@/ui/contributions/form-5500-ez-view-model';

/**
 * What to do about a required return not filed by its due date (REFERENCE: the late-filing penalty and the IRS's
 * late-filer penalty relief programme for one-participant plans, Rev. Proc. 2015-32).
 */
export function LateFilerRelief({ status, yearLabel }: { status: ApiForm5500EzStatus; yearLabel: string }): ReactElement {
  return (
    <ErrorAlert as="div" testId="late-filer-relief">
      <h3>The Form 5500-EZ for {yearLabel} is past due</h3>
      <p>
        It was due on {formatDate(status.due_date)} (or {formatDate(status.extended_due_date)} if you filed Form 5558 in time).
        The IRS can charge up to $250 a day, up to $150,000 per return: {status.days_late} days late comes to up to{' '}
        {formatMoney(status.max_penalty)}.
      </p>
      <p>
        The IRS late-filer penalty relief program (Rev. Proc. 2015-32) replaces that penalty with a fee of{' '}
        {formatMoney(RELIEF_FEE_PER_RETURN_CENTS / 100)} per late return, at most {formatMoney(RELIEF_FEE_CAP_CENTS / 100)} per
        plan, as long as the IRS has not yet written to you about a penalty for the return. File each late return on paper with
        the IRS under the program, with its fee, and record the filing below once it is sent.
      </p>
    </ErrorAlert>
  );
}
