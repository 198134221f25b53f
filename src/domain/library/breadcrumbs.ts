import type { LibraryFolderNode, LibraryTree } from './library-entities';

/**
 * The path of folders from the top level down to the selected folder, as the tree places them
 * (decision 0023); empty when nothing is selected or the id is unknown. Placement is acyclic by
 * construction, and a repeat guard stops the walk anyway, so it always terminates.
 */
export function breadcrumbs(tree: LibraryTree, selectedFolderId: string | undefined): LibraryFolderNode[] {
  const path: LibraryFolderNode[] = [];
  const seen = new Set<string>();
  let id = selectedFolderId;
  while (id !== undefined && !seen.has(id)) {
    const node = tree.byId.get(id);
    if (!node) break;
    seen.add(id);
    path.push(node);
    id = tree.placedUnder.get(id);
  }
  return path.reverse();
}
