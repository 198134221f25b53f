import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { BENEFICIARIES_LOAD_FAILED, BeneficiariesViewModel } from '@/ui/beneficiaries/beneficiaries-view-model';
import { DesignationForm } from '@/ui/beneficiaries/designation-form';
import { DesignationHistory, DesignationTable } from '@/ui/beneficiaries/designation-history';
import { SpousalConsentForm } from '@/ui/beneficiaries/spousal-consent-form';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/assets/assets.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

/** The beneficiaries page: who is in force, the spouse's consent when needed, a new designation, and the history. */
export default observer(function BeneficiariesPage(): ReactElement {
  const vm = useViewModel(BeneficiariesViewModel);
  const inForce = vm.overview?.inForce;
  return (
    <section className="page" aria-labelledby="beneficiaries-title">
      <p className="eyebrow">Beneficiaries</p>
      <h1 id="beneficiaries-title">Beneficiaries</h1>
      {vm.loadFailed ? <LoadFailedAlert message={BENEFICIARIES_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.notice ? (
        <p className="alert" role="status">
          {vm.notice}
        </p>
      ) : undefined}
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      <div className="card">
        <h2>In force</h2>
        {inForce ? (
          <DesignationTable designation={inForce} label="Beneficiaries in force" />
        ) : (
          <p data-testid="none-in-force">No designation is in force yet.</p>
        )}
      </div>
      <SpousalConsentForm vm={vm} />
      <div className="card">
        <DesignationForm vm={vm} />
      </div>
      <h2>History</h2>
      <DesignationHistory history={vm.overview?.history ?? []} />
    </section>
  );
});
