import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FieldError, Input, Label, SearchField, Text } from 'react-aria-components';
import { ParticipantSearchViewModel } from '@/ui/admin/participant-search-view-model';
import { SecondFactorNeeded } from '@/ui/admin/second-factor-needed';
import { useViewModel } from '@/ui/shell/container-context';
import { AdminModeReasonDialog } from '@/ui/admin/admin-mode-reason-dialog';

/** Admin mode: search participants and act as one (support role only). */
const AdminPage = observer(function AdminPage(): ReactElement {
  const vm = useViewModel(ParticipantSearchViewModel);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.search();
  };
  return (
    <section className="page" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin mode</h1>
      <p className="lead">Find a participant by name, e-mail words or code, then view the app as they see it.</p>
      {vm.actingAsName ? (
        <p className="alert">You are acting as {vm.actingAsName}. Choose another participant to switch.</p>
      ) : undefined}
      <form className="form form--inline" onSubmit={onSubmit} noValidate role="search">
        <SearchField
          className="field"
          value={vm.query}
          onChange={vm.setQuery}
          isInvalid={vm.error !== undefined}
          validationBehavior="aria"
        >
          <Label>Search participants</Label>
          <Input />
          {vm.error ? (
            <FieldError className="field__error">{vm.error}</FieldError>
          ) : (
            <Text slot="description" className="field__hint">
              Letters, digits and spaces; a code has at most 6 digits.
            </Text>
          )}
        </SearchField>
        <Button type="submit" className="button button--primary" isDisabled={vm.searching}>
          {vm.searching ? 'Searching…' : 'Search'}
        </Button>
      </form>
      {vm.needsSecondFactor ? <SecondFactorNeeded /> : undefined}
      {vm.results === undefined ? undefined : vm.results.length === 0 ? (
        <p role="status">No participant matches “{vm.query}”.</p>
      ) : (
        <ul className="result-list" aria-label="Participants found">
          {vm.results.map((hit) => (
            <li key={hit.id} className="result">
              <span>
                <strong>{hit.label}</strong>
                {hit.name && hit.email ? <span className="muted"> · {hit.email}</span> : undefined}
              </span>
              <Button className="button" onPress={() => void vm.actAs(hit)} aria-label={`Act as ${hit.label}`}>
                Act as
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AdminModeReasonDialog form={vm.entry} />
    </section>
  );
});
export default AdminPage;
