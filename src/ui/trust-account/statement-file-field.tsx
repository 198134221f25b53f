import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import type { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';
import '@/ui/kit/kit.css';

/** The statement file field: CSV, OFX or QFX; a malformed file's line is named beside it. */
export const StatementFileField = observer(function StatementFileField({ vm }: { vm: TrustAccountViewModel }): ReactElement {
  const messages = vm.fileMessages;
  return (
    <div className="kit-grid">
      <div className={fieldClass({ wide: true })}>
        <FieldLabelRow>
          <label htmlFor="statement-file">Statement file</label>
        </FieldLabelRow>
        <div className="kit-field__control">
          <input
            id="statement-file"
            className="kit-file"
            type="file"
            accept=".csv,.ofx,.qfx,text/csv,application/x-ofx"
            disabled={vm.importing}
            aria-describedby={`statement-file-hint${messages.length > 0 ? ' statement-file-error' : ''}`}
            aria-invalid={messages.length > 0 ? true : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void vm.importFile(file);
            }}
          />
        </div>
        <p id="statement-file-hint" className="field__hint kit-field__hint">
          {vm.importing
            ? 'Importing…'
            : "A CSV, OFX or QFX file of your plan's trust account, as your bank exports it. The same file twice adds nothing."}
        </p>
        {messages.length > 0 ? (
          <p id="statement-file-error" className="field__error kit-field__message" role="alert">
            {messages.join(' ')}
          </p>
        ) : undefined}
      </div>
    </div>
  );
});
