import { type FormEvent, type ReactElement, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { FieldLabelRow, fieldClass, TextFieldView } from '@/ui/kit/field';
import type { LibraryDialog } from '@/ui/library/library-dialog';
import type { LibraryViewModel } from '@/ui/library/library-view-model';

const MoveField = observer(function MoveField({ vm, dialog }: { vm: LibraryViewModel; dialog: LibraryDialog }): ReactElement {
  const id = useId();
  const messages = dialog.messages.folder_id ?? [];
  return (
    <div className={fieldClass()}>
      <FieldLabelRow required>
        <label htmlFor={id}>Move to</label>
      </FieldLabelRow>
      <div className="kit-field__control">
        <select
          id={id}
          className="kit-select"
          value={dialog.target}
          onChange={(e) => dialog.setTarget(e.target.value)}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
        >
          {vm.folderChoices.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u2003'.repeat(Math.max(0, c.depth - 1))}${c.label}`}
            </option>
          ))}
        </select>
      </div>
      {messages.length > 0 ? (
        <p id={`${id}-error`} className="field__error kit-field__message">
          {messages.join(' ')}
        </p>
      ) : undefined}
    </div>
  );
});

const FileField = observer(function FileField({ dialog }: { dialog: LibraryDialog }): ReactElement {
  const id = useId();
  const messages = dialog.messages.file ?? [];
  const several = dialog.kind === 'upload';
  return (
    <div className={fieldClass()}>
      <FieldLabelRow required>
        <label htmlFor={id}>{several ? 'Files' : 'File'}</label>
      </FieldLabelRow>
      <div className="kit-field__control">
        <input
          id={id}
          className="kit-file"
          type="file"
          multiple={several}
          accept=".pdf,.png,.jpg,.jpeg,.tif,.tiff,.docx,.xlsx"
          onChange={(e) => dialog.setFiles([...(e.target.files ?? [])])}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-error` : ''}`}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint kit-field__hint">
        PDF, PNG, JPEG, TIFF, Word (.docx) or Excel (.xlsx).{several ? ' You can choose several files.' : ''}
      </p>
      {messages.length > 0 ? (
        <p id={`${id}-error`} className="field__error kit-field__message">
          {messages.join(' ')}
        </p>
      ) : undefined}
    </div>
  );
});

const SUBMIT_WORDS: Record<string, string> = {
  upload: 'Upload',
  newFolder: 'Create folder',
  renameFolder: 'Rename',
  moveFolder: 'Move',
  uploadVersion: 'Upload version',
  moveDocument: 'Move',
  renameDocument: 'Rename',
  removeDocument: 'Remove',
};

const DialogBody = observer(function DialogBody({ vm, dialog }: { vm: LibraryViewModel; dialog: LibraryDialog }): ReactElement {
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    void vm.submitDialog();
  };
  const kind = dialog.kind;
  return (
    <form onSubmit={onSubmit} noValidate className="library-dialog__form">
      {kind === 'newFolder' || kind === 'renameFolder' || kind === 'renameDocument' ? (
        <TextFieldView
          label={kind === 'renameDocument' ? 'Document name' : 'Folder name'}
          value={dialog.name}
          onChange={dialog.setName}
          messages={dialog.messages.name ?? []}
          required
          wide
          autoFocus
        />
      ) : undefined}
      {kind === 'moveFolder' || kind === 'moveDocument' ? <MoveField vm={vm} dialog={dialog} /> : undefined}
      {kind === 'upload' || kind === 'uploadVersion' ? <FileField dialog={dialog} /> : undefined}
      {kind === 'removeDocument' ? (
        <p>
          Remove “{dialog.subject?.name}” with all its versions? You can undo this right away, or restore it from Recently removed
          for 30 days.
        </p>
      ) : undefined}
      {dialog.messages.form ? <ErrorAlert>{dialog.messages.form.join(' ')}</ErrorAlert> : undefined}
      <div className="actions">
        <Button type="submit" className="button button--primary" isDisabled={dialog.busy}>
          {dialog.busy ? 'Working…' : SUBMIT_WORDS[kind]}
        </Button>
        <Button className="button" slot="close">
          Cancel
        </Button>
      </div>
    </form>
  );
});

/** The open library modal (one of the eight of spec section 2): focus trapped, Escape and Cancel close it. */
export const LibraryDialogs = observer(function LibraryDialogs({ vm }: { vm: LibraryViewModel }): ReactElement {
  const dialog = vm.dialog;
  const subject = dialog?.subject ? `: ${dialog.subject.name}` : '';
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={dialog !== undefined}
      onOpenChange={(open) => (open ? undefined : vm.closeDialog())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          {dialog ? (
            <>
              <Heading slot="title">
                {dialog.title}
                {dialog.kind === 'removeDocument' ? '' : subject}
              </Heading>
              <DialogBody vm={vm} dialog={dialog} />
            </>
          ) : undefined}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
