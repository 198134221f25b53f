import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Mode bits the data files must never carry: anything for group and others (decision 0111). */
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes every file this process creates from now on owner-only (umask |= 077), including those PGlite's file system
 * layer creates with 0666. Worker threads cannot change the umask: there it answers false and the callers' explicit
 * modes and ownerOnlyTree are what holds.
 */
export function restrictUmask(): boolean {
  try {
    process.umask(process.umask() | GROUP_AND_OTHERS);
    return true;
  } catch {
    return false;
  }
}

/** Sets `dir` and everything under it owner-only: directories 0700, files 0600 (symbolic links are left alone). */
export async function ownerOnlyTree(dir: string): Promise<void> {
  const info = await lstat(dir).catch(() => undefined);
  if (info === undefined || info.isSymbolicLink()) return;
  if (!info.isDirectory()) {
    if ((info.mode & 0o777) !== 0o600) await chmod(dir, 0o600).catch(() => undefined);
    return;
  }
  if ((info.mode & 0o777) !== 0o700) await chmod(dir, 0o700);
  for (const name of await readdir(dir).catch(() => [] as string[])) await ownerOnlyTree(join(dir, name));
}
