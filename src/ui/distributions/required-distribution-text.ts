import type { OpenRequiredMinimumDistribution } from '@/domain/distributions';
import { formatCents, formatDate } from '@/ui/kit/locale-format';

/** The open required minimum distributions in words (decision 0286). */
export function requiredMinimumDistributionText(r: OpenRequiredMinimumDistribution): string {
  const due = formatDate(r.dueDate);
  if (r.amountCents === null || r.priorYearEndBalanceCents === null)
    return `Your ${r.year} required minimum distribution is due by ${due}. Its amount is the plan's value at the end of ${r.year - 1} divided by ${r.distributionPeriod}: add the plan's assets and their values to see it.`;
  return `Your ${r.year} required minimum distribution: ${formatCents(r.amountCents)} (the plan's value of ${formatCents(r.priorYearEndBalanceCents)} at the end of ${r.year - 1} divided by ${r.distributionPeriod}), due by ${due}.`;
}
