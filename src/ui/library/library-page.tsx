import { type FormEvent, type ReactElement, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FieldError, Input, Label, SearchField, Text } from 'react-aria-components';
import { formatDate } from '@/ui/kit/locale-format';
import { DocumentList } from '@/ui/library/document-list';
import { FolderTree } from '@/ui/library/folder-tree';
import { LibraryBreadcrumbs } from '@/ui/library/library-breadcrumbs';
import { LibraryDialogs } from '@/ui/library/library-dialogs';
import { LibraryViewModel } from '@/ui/library/library-view-model';
import { UploadsPanel } from '@/ui/library/uploads-panel';
import { VersionsPanel } from '@/ui/library/versions-panel';
import type { PageProps } from '@/ui/routing/page-table';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/library/library.css';

const Toolbar = observer(function Toolbar({ vm, folderId }: { vm: LibraryViewModel; folderId: string | null }): ReactElement {
  const folder = vm.selected;
  // A folder's page shows its folder's actions from the start, unavailable until the folders are read: the toolbar
  // keeps its size, so the list below does not move when they become available.
  const pending = folderId !== null && !vm.foldersRead;
  return (
    <div className="library-toolbar" role="toolbar" aria-label="Library actions">
      <Button className="button button--primary" onPress={() => vm.openDialog('upload')}>
        Upload documents
      </Button>
      <Button className="button" onPress={() => vm.openDialog('newFolder')}>
        New folder
      </Button>
      {folder || pending ? (
        <>
          <Button className="button" isDisabled={!folder} onPress={() => folder && vm.openDialog('renameFolder', folder)}>
            Rename folder
          </Button>
          <Button className="button" isDisabled={!folder} onPress={() => folder && vm.openDialog('moveFolder', folder)}>
            Move folder
          </Button>
        </>
      ) : undefined}
      <Button className="button button--quiet" onPress={() => void vm.showRemoved()}>
        Recently removed
      </Button>
    </div>
  );
});

const Search = observer(function Search({ vm }: { vm: LibraryViewModel }): ReactElement {
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    void vm.search();
  };
  return (
    <form className="library-search" role="search" onSubmit={onSubmit} noValidate>
      <SearchField
        className="field"
        value={vm.searchText}
        onChange={vm.setSearchText}
        isInvalid={vm.searchError !== undefined}
        validationBehavior="aria"
      >
        <Label>Search documents by name</Label>
        <Input />
        {vm.searchError ? (
          <FieldError className="field__error">{vm.searchError}</FieldError>
        ) : (
          <Text slot="description" className="field__hint">
            At least 2 letters or digits; searches every folder.
          </Text>
        )}
      </SearchField>
      <Button type="submit" className="button">
        Search
      </Button>
      {vm.mode !== 'folder' ? (
        <Button className="button button--quiet" onPress={() => void vm.backToFolder()}>
          Back to the folder
        </Button>
      ) : undefined}
    </form>
  );
});

const Removed = observer(function Removed({ vm }: { vm: LibraryViewModel }): ReactElement {
  return (
    <section className="library-list" aria-labelledby="removed-title">
      <h2 id="removed-title" className="library-list__title">
        Recently removed
      </h2>
      <p className="field__hint">Removed documents can be restored for 30 days.</p>
      {vm.removed.length === 0 ? <p className="library-list__empty">Nothing was removed.</p> : undefined}
      <ul className="library-removed">
        {vm.removed.map((d) => (
          <li key={d.id}>
            <span>
              {d.name} <span className="library-row__meta">removed {formatDate(d.removed_at)}</span>
            </span>
            <Button className="button" aria-label={`Restore ${d.name}`} onPress={() => void vm.restore(d.id)}>
              Restore
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The document library: folder tree, breadcrumbs, the selected folder's documents, search, uploads and the modals. */
const LibraryPage = observer(function LibraryPage({ params }: PageProps): ReactElement {
  const vm = useViewModel(LibraryViewModel);
  const folderId = params.folderId ?? null;
  useEffect(() => {
    void vm.show(folderId);
  }, [vm, folderId]);
  return (
    <section className="page library" aria-labelledby="library-title">
      <h1 id="library-title">Document library</h1>
      <LibraryBreadcrumbs vm={vm} />
      <Toolbar vm={vm} folderId={folderId} />
      <Search vm={vm} />
      <p className="library-notice" role="status">
        {vm.notice}
        {vm.downloads.error ? <span className="field__error"> {vm.downloads.error}</span> : undefined}
      </p>
      {vm.undo ? (
        <p className="alert library-undo">
          {/* The removal is announced once, by the status line above; this offers the Undo only. */}
          <Button className="button" aria-label={`Undo the removal of “${vm.undo.name}”`} onPress={() => void vm.undoRemove()}>
            Undo
          </Button>
        </p>
      ) : undefined}
      <UploadsPanel uploads={vm.uploads} />
      <div className="library-body">
        <FolderTree vm={vm} />
        <div className="library-main">
          {vm.mode === 'removed' ? <Removed vm={vm} /> : <DocumentList vm={vm} />}
          <VersionsPanel vm={vm} />
        </div>
      </div>
      <LibraryDialogs vm={vm} />
    </section>
  );
});
export default LibraryPage;
