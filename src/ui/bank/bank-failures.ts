/** Shown when a save failed for a reason other than its values. */
export const SAVE_FAILED_MESSAGE =
  'Your details could not be saved. Check your connection and try again; nothing you typed is lost.';
/** Shown when the application could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Your bank application could not be loaded. Try again later.';
/** Shown when an upload failed without the server naming why. */
export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Check your connection and try again.';
