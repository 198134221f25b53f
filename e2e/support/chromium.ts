/** Debian's Chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, headless Chromium in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
