import { useId, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FileTrigger } from 'react-aria-components';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';

/** Props of one document upload. */
export interface UploadFieldProps {
  vm: BankApplicationViewModel;
  kind: BankDocumentKind;
  label: string;
  /** MIME types the picker offers (the server checks the content anyway). */
  accept: string[];
  /** True when a document of this kind is already on file (e.g. saved earlier). */
  onFile?: boolean;
  /** Messages to show under the field (required, refused). */
  messages?: readonly string[];
}

/** A document upload with a real progress bar (XHR upload events) and the server's verdict on the content. */
export const UploadField = observer(function UploadField(props: UploadFieldProps): ReactElement {
  const { vm, kind } = props;
  const id = useId();
  const upload = vm.uploads[kind];
  const percent = Math.round((upload?.progress ?? 0) * 100);
  const messages = [...(props.messages ?? []), ...(upload?.state === 'failed' && upload.error ? [upload.error] : [])];
  const state =
    upload?.state === 'uploading'
      ? `Uploading ${upload.name}: ${percent}%`
      : upload?.state === 'done'
        ? `Uploaded ${upload.name}.`
        : props.onFile
          ? 'A document is on file.'
          : 'Nothing uploaded yet.';
  return (
    <div
      className={fieldClass()}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-state`}
      aria-invalid={messages.length > 0 ? true : undefined}
    >
      <FieldLabelRow required>
        <span className="kit-label" id={`${id}-label`}>
          {props.label}
        </span>
      </FieldLabelRow>
      <div className="kit-field__control kit-inline">
        <FileTrigger
          acceptedFileTypes={props.accept}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void vm.upload(kind, file, file.name);
          }}
        >
          <Button className="button" isDisabled={upload?.state === 'uploading'} aria-describedby={`${id}-label`}>
            {upload?.state === 'done' || props.onFile ? 'Replace file' : 'Choose file'}
          </Button>
        </FileTrigger>
      </div>
      {upload?.state === 'uploading' ? (
        <progress className="bank-progress" max={100} value={percent} aria-labelledby={`${id}-label`} />
      ) : undefined}
      <p id={`${id}-state`} className="field__hint kit-field__hint" data-testid={`${kind}-state`} aria-live="polite">
        {state}
      </p>
      {messages.length > 0 ? <p className="field__error kit-field__message">{messages.join(' ')}</p> : undefined}
    </div>
  );
});
