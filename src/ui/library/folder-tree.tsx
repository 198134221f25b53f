import type { DragEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { LibraryFolderNode } from '@/domain/library';
import { ErrorAlert } from '@/ui/kit/error-alert';
import type { LibraryViewModel } from '@/ui/library/library-view-model';

/** Drop handlers that upload dropped files into `folderId` (null = top level). */
export function dropTarget(
  vm: LibraryViewModel,
  folderId: string | null,
): { onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void } {
  return {
    onDragOver: (e) => {
      if (e.dataTransfer.types.includes('Files')) e.preventDefault();
    },
    onDrop: (e) => {
      if (e.dataTransfer.files.length === 0) return;
      e.preventDefault();
      e.stopPropagation();
      void vm.dropFiles([...e.dataTransfer.files], folderId);
    },
  };
}

function FolderLink(props: { vm: LibraryViewModel; id: string | null; name: string }): ReactElement {
  const { vm, id, name } = props;
  const current = vm.mode === 'folder' && vm.selectedId === id;
  return (
    <a
      className={`library-tree__link${current ? ' library-tree__link--current' : ''}`}
      href={id === null ? '/library' : `/library/${encodeURIComponent(id)}`}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        vm.openFolder(id);
      }}
      {...dropTarget(vm, id)}
    >
      {name}
    </a>
  );
}

const Branch = observer(function Branch({
  vm,
  nodes,
}: {
  vm: LibraryViewModel;
  nodes: readonly LibraryFolderNode[];
}): ReactElement {
  return (
    <ul className="library-tree__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <FolderLink vm={vm} id={node.id} name={node.name} />
          {node.children.length > 0 ? <Branch vm={vm} nodes={node.children} /> : undefined}
        </li>
      ))}
    </ul>
  );
});

/** The folder tree: every folder as a link (deep link /library/:folderId) and a drop target for files. */
export const FolderTree = observer(function FolderTree({ vm }: { vm: LibraryViewModel }): ReactElement {
  return (
    <nav className="library-tree" aria-label="Folders">
      {vm.treeError ? <ErrorAlert live={false}>{vm.treeError}</ErrorAlert> : undefined}
      <ul className="library-tree__list">
        <li>
          <FolderLink vm={vm} id={null} name="Top level" />
          <Branch vm={vm} nodes={vm.tree.folders} />
        </li>
      </ul>
    </nav>
  );
});
