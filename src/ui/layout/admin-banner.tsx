import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { useService } from '@/ui/shell/container-context';

/** The admin-mode banner: whose account is being viewed, and a way to leave (loaded only in admin mode). */
const AdminBanner = observer(function AdminBanner(): ReactElement {
  const adminMode = useService(AdminModeStore);
  const name = adminMode.mode.participantName ?? `participant ${adminMode.mode.id}`;
  return (
    <div className="admin-banner" role="region" aria-label="Acting as a participant">
      <p>
        <strong>Admin mode.</strong> You are viewing the account of <strong data-testid="acting-as">{name}</strong>.
      </p>
      <button type="button" className="button button--on-dark" onClick={adminMode.exit}>
        Leave admin mode
      </button>
    </div>
  );
});
export default AdminBanner;
