export type {
  Folder,
  Version,
  VersionUploader,
  DocumentRecord,
  Document,
  LibraryFolderNode,
  LibraryTree,
} from './library-entities';
export { buildLibraryTree, byName } from './build-library-tree';
export { breadcrumbs } from './breadcrumbs';
export { placeFolders, foldersOnCycles } from './folder-placement';
