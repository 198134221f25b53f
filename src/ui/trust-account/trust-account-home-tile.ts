import { MONTH_NAMES, monthList, type YearReconciliation } from '@/domain/statements';
import type { StatementImportRecord } from '@/ports/statements-api';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';
import { formatDate } from '@/ui/kit/locale-format';

/** Months named on the tile before it counts them instead. */
const NAMED_MONTHS = 2;

/** The trust account in words: no statement yet, the year reconciled, or the months that do not reconcile. */
export function trustAccountTileState(
  imports: readonly StatementImportRecord[],
  year: YearReconciliation,
  context: TileContext,
): TileState {
  const about = "Your plan's trust account statements, reconciled with the ledger.";
  if (imports.length === 0)
    return {
      status: 'No statements imported',
      tone: 'notStarted',
      about,
      ...(context.role === 'participant' ? {} : { next: "Import your plan's trust account statements to reconcile them." }),
      action: 'Import a statement',
    };
  const latest = imports.reduce((a, b) => (b.periodEnd > a.periodEnd ? b : a));
  const facts = [{ label: 'Statements up to', value: formatDate(latest.periodEnd, { locale: context.locale }) }];
  if (year.reconciled) return { status: `${year.year} reconciled`, tone: 'done', about, facts, action: 'See the trust account' };
  const months = year.unreconciledMonths;
  const which =
    months.length === 0
      ? `${year.year}`
      : months.length <= NAMED_MONTHS
        ? monthList(months)
        : `${months.length} months of ${year.year}`;
  return {
    status: `${which} not reconciled`,
    tone: 'attention',
    about,
    facts,
    ...(context.role === 'participant'
      ? {}
      : {
          next: `Reconcile the trust account for ${months.length === 1 ? `${MONTH_NAMES[months[0] - 1]} ${year.year}` : year.year} before the Form 5500-EZ.`,
        }),
    action: 'Reconcile the trust account',
  };
}

/** Home tile source of the trust account area. */
export const trustAccountHomeTile: HomeTileSource = {
  area: 'trust-account',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    const [imports, year] = await Promise.all([
      ports.statements.imports(),
      ports.statements.reconciliation(context.now.getUTCFullYear()),
    ]);
    return trustAccountTileState(imports, year, context);
  },
};
