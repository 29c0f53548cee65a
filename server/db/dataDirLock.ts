import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Beside PGlite's own files in DATA_DIR; it holds the pid of the process that has the directory. */
export const LOCK_FILE_NAME = 'survey-platform.lock';

/** Another live process has the data directory: this one must not open the database. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';

  constructor(
    readonly directory: string,
    readonly holderPid: number | undefined,
  ) {
    const holder = holderPid === undefined ? 'another process' : `another process (pid ${holderPid})`;
    super(
      `The data directory ${directory} is in use by ${holder}. The embedded database allows one process per directory: ` +
        'stop that process, give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database instead.',
    );
  }
}

export interface DataDirLock {
  /** Lets the directory go; safe to call more than once. */
  release(): Promise<void>;
}

async function readHolderPid(file: FileHandle): Promise<number | undefined> {
  try {
    const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(32), position: 0 });
    const pid = Number(buffer.subarray(0, bytesRead).toString('utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    // Windows locks are mandatory: the holder's lock keeps others from reading its pid.
    return undefined;
  }
}

/**
 * Takes `directory` for this process, or throws DataDirInUseError while another process has it. The lock is the
 * operating system's (an open-file-description lock on Linux, flock on macOS, LockFileEx on Windows): the kernel drops
 * it when the process ends, however it ends, so a crash leaves nothing stale to clear and no pid to guess about. The
 * file itself stays after release: removing it would let a newcomer lock a fresh file while another still waits on the
 * removed one.
 */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  // Loaded only here, with PGlite: a server on DATABASE_URL never needs the native addon.
  const { tryLock, unlock } = await import('fs-native-extensions');
  // 'a+' so that opening does not truncate the holder's pid before the lock is ours.
  const file = await open(path.join(directory, LOCK_FILE_NAME), 'a+', 0o600);
  try {
    if (!tryLock(file.fd)) throw new DataDirInUseError(path.resolve(directory), await readHolderPid(file));
    await file.truncate(0);
    await file.write(`${process.pid}\n`);
  } catch (error) {
    await file.close();
    throw error;
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      unlock(file.fd);
      await file.close();
    },
  };
}
