import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Read, write and search bits of the group and of everyone else. */
const GROUP_AND_OTHERS = 0o077;

/** Gone since the listing: PGlite removes temporary files of its own. */
function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Takes every permission but the owner's from `directory` and from everything in it. The process umask cannot do this: PGlite chmods the files it creates to modes of its own (its initial
 * database comes as 0666 files), so they are put right after it has opened, and the directory's 0700 keeps
 * everyone else from whatever it creates later. Symbolic links are left alone (their targets are not ours).
 */
export async function restrictToOwner(directory: string): Promise<void> {
  const entries = [directory, ...(await readdir(directory, { recursive: true })).map((entry) => path.join(directory, entry))];
  await Promise.all(
    entries.map(async (entry) => {
      const stats = await lstat(entry).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!stats || stats.isSymbolicLink() || (stats.mode & GROUP_AND_OTHERS) === 0) return;
      await chmod(entry, stats.mode & 0o7777 & ~GROUP_AND_OTHERS);
    }),
  );
}
