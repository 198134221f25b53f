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
export {
  DUPLICATE_DOCUMENT_MESSAGE,
  DUPLICATE_FOLDER_MESSAGE,
  isNameTaken,
  MAX_NAME_LENGTH,
  nameErrors,
} from './library-names';
