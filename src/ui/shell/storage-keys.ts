/** Session (per-tab) storage key of the admin-mode marker: JSON { enabled, id, participantName, returnPath }. */
export const ADMIN_MODE_KEY = 'adminMode';
/** Local storage key of the dismissed banner flag (reset 500 ms after logout). */
export const BANNER_DISMISSED_KEY = 'bannerDismissed';
/** Session cookie set once the opt-in modal has been shown in this browser session. */
export const OPT_IN_SHOWN_KEY = 'optInShown';
/** Session storage key of the build id the app already reloaded for (the reload-once guard). */
export const BUILD_RELOAD_KEY = 'buildReloadedFor';
/** Session storage key of a target path already loaded as a full page after its resources failed. */
export const FULL_LOAD_KEY = 'fullLoadTarget';
