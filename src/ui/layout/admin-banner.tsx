import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { SupportApi } from '@/ports/support-api';
import { leaveAdminMode } from '@/ui/admin/admin-mode-entry';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { useService } from '@/ui/shell/container-context';

/** The admin-mode banner: whose account is being viewed, and a way to leave (the visit is closed and audited, decision 0297). */
const AdminBanner = observer(function AdminBanner(): ReactElement {
  const adminMode = useService(AdminModeStore);
  const support = useService<SupportApi>(SupportApi);
  const name = adminMode.mode.participantName ?? `participant ${adminMode.mode.id}`;
  return (
    <div className="admin-banner" role="region" aria-label="Acting as a participant">
      <p>
        <strong>Admin mode.</strong> You are viewing the account of <strong data-testid="acting-as">{name}</strong>.
      </p>
      <button type="button" className="button button--on-dark" onClick={() => void leaveAdminMode({ support, adminMode })}>
        Leave admin mode
      </button>
    </div>
  );
});
export default AdminBanner;
