import type { FieldErrors } from '@/domain/shared/field-errors';
/** Statuses of a distribution request, in the order they usually happen. */
export const DISTRIBUTION_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;

/** A status of a distribution request. */
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

const NEXT: Record<DistributionStatus, readonly DistributionStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** Statuses a request in `from` can move to (a paid or rejected request is final). */
export function nextStatuses(from: string): readonly DistributionStatus[] {
  return NEXT[from as DistributionStatus] ?? [];
}

/** Messages for moving a request from `from` to `to` with an optional reason (a rejection needs one). */
export function statusChangeErrors(from: string, to: unknown, reason: string | undefined): FieldErrors {
  const allowed = nextStatuses(from);
  const trimmed = reason?.trim() ?? '';
  return {
    status: (allowed as readonly unknown[]).includes(to)
      ? []
      : [
          allowed.length === 0
            ? `This request is ${from} and cannot change`
            : `This request can only become ${allowed.join(' or ')}`,
        ],
    reason:
      to === 'rejected' && trimmed === ''
        ? ['Reason is required']
        : trimmed.length > 1000
          ? ['Reason must be at most 1000 characters']
          : [],
  };
}

/** Plain label of a status. */
export function distributionStatusLabel(status: string): string {
  return (
    ({ requested: 'Requested', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' } as Record<string, string>)[status] ??
    status
  );
}
