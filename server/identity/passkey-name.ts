/** The name a passkey gets when nothing better is known. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Headless)?(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A passkey's name from the User-Agent of the browser that registered it ("Chrome on macOS"), so that the user can
 * tell their passkeys apart; "Passkey" when the agent says nothing recognisable. Only fixed words come out: nothing
 * of the header itself is stored.
 */
export function passkeyNameFromUserAgent(userAgent: string | undefined): string {
  if (typeof userAgent !== 'string' || userAgent === '') return DEFAULT_PASSKEY_NAME;
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Passkey on ${system}`;
  return DEFAULT_PASSKEY_NAME;
}
