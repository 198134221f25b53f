import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';

/**
 * The user's active sessions: this device's row signs out here; every other row ends that device's session
 * ("Sign out this device", decision 0268).
 */
export const SessionList = observer(function SessionList({ vm }: { vm: ProfileViewModel }): ReactElement {
  if (vm.sessionsError) return <p className="field__error">{vm.sessionsError}</p>;
  return (
    <StackedTable className="table">
      <caption className="visually-hidden">Where you are signed in</caption>
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">Started</th>
          <th scope="col">Last used</th>
          <th scope="col">Signed in with</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {vm.sessions.map((s) => (
          <tr key={s.id}>
            <td>{s.thisDevice ? <strong>This device</strong> : 'Another device or browser'}</td>
            <td>{s.started}</td>
            <td>{s.lastUsed}</td>
            <td>{s.methods}</td>
            <td>
              {s.thisDevice ? (
                <button
                  type="button"
                  className="button"
                  disabled={vm.busy}
                  aria-label="Sign out here (this device)"
                  onClick={() => void vm.signOut()}
                >
                  Sign out
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={vm.busy}
                  aria-label={`Sign out this device (another device or browser, last used ${s.lastUsed})`}
                  onClick={() => void vm.endSession(s.id)}
                >
                  Sign out this device
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
});
