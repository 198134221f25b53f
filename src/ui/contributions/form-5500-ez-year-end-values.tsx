import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';

/** What holds the prefilled return back (decision 0338): the assets without a year-end value and its evidence, by name. */
export const Form5500EzYearEndValues = observer(function Form5500EzYearEndValues({
  vm,
}: {
  vm: Form5500EzViewModel;
}): ReactElement | null {
  const check = vm.status?.yearEndValues;
  if (!check || check.complete) return null;
  return (
    <div className="form-5500-ez-blocked" role="status" data-testid="form-5500-ez-year-end-values">
      <p>
        <strong>Not ready to prepare:</strong> {check.message}.
      </p>
      <ul>
        {check.missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href="/assets">Record the year-end values on the Assets page</a>, each with its statement, appraisal or quote.
      </p>
    </div>
  );
});
