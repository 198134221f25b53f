import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { STATEMENT_KIND_LABELS } from '@/domain/statements';
import type { StatementRuleRecord } from '@/ports/statements-api';
import { StackedTable } from '@/ui/kit/stacked-table';
import type { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

const ruleClass = (r: StatementRuleRecord): string =>
  r.source ? `${STATEMENT_KIND_LABELS[r.kind]}: ${r.source}` : STATEMENT_KIND_LABELS[r.kind];

/** The owner's rules with Delete, and the built-in ones that guess from words. */
export const RulesList = observer(function RulesList({ vm }: { vm: TrustAccountViewModel }): ReactElement {
  return (
    <section className="card trust-card" aria-labelledby="rules-title">
      <h2 id="rules-title">Your rules</h2>
      {vm.rules.length === 0 ? (
        <p className="muted">No rules yet. Classify a transaction and choose "Use this for similar transactions".</p>
      ) : (
        <StackedTable className="assets-table" aria-label="Your rules">
          <thead>
            <tr>
              <th scope="col">Descriptions containing</th>
              <th scope="col">Class</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vm.rules.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.contains}</th>
                <td>{ruleClass(r)}</td>
                <td>
                  <Button
                    className="button"
                    aria-label={`Delete the rule for ${r.contains}`}
                    isDisabled={vm.busy}
                    onPress={() => void vm.deleteRule(r.id)}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      <details>
        <summary>Built-in rules (applied after yours)</summary>
        <ul>
          {vm.builtInRules.map((r) => (
            <li key={`${r.contains}-${r.kind}`}>
              "{r.contains}": {ruleClass(r)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
});
