import type { UserLocale } from '@/ports/user-locale';

/**
 * Where the screens read the user's locale (decision 0205), apart from the formatters of src/ui/kit/locale-format.ts:
 * ContainerProvider sets it at start, and so the start-up chunks do not carry the formatters and the display module
 * the sign-in page does not use (decision 0207).
 */
let source: UserLocale | undefined;

/** Makes `port` the source of the screens' locale (called by ContainerProvider with the container's UserLocale). */
export function readLocaleFrom(port: UserLocale | undefined): void {
  source = port;
}

/** The user's locale as the port answers it now; undefined (so en-US) when none is known. */
export function screenLocale(): string | undefined {
  return source?.preferred();
}
