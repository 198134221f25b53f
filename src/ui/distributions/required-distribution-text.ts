import type { ApiRequiredMinimumDistribution } from '@/ui/distributions/distributions-api';
import { formatCents, formatDate } from '@/ui/kit/locale-format';

/** The open required minimum distributions in words (decision 0286). */
export function requiredMinimumDistributionText(r: ApiRequiredMinimumDistribution): string {
  const due = formatDate(r.due_date);
  if (r.amount_cents === null || r.prior_year_end_balance_cents === null)
    return `Your ${r.year} required minimum distribution is due by ${due}. Its amount is the plan's value at the end of ${r.year - 1} divided by ${r.distribution_period}: add the plan's assets and their values to see it.`;
  return `Your ${r.year} required minimum distribution: ${formatCents(r.amount_cents)} (the plan's value of ${formatCents(r.prior_year_end_balance_cents)} at the end of ${r.year - 1} divided by ${r.distribution_period}), due by ${due}.`;
}
