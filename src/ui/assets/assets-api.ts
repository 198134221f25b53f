/**
 * Helpers other areas read from here: the field messages of a 400 and the upload into a library folder. The assets
 * area's own calls and shapes are in the AssetsApi port and src/domain/assets (decision 0302).
 */
export { fieldsOf } from '@/ui/assets/field-messages';
export { ensureFolder, uploadToFolder } from '@/ui/assets/library-folders';
