import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TSX_NODE_FLAGS } from '../../scripts/serverNodeFlags.mjs';
import { testTargets } from '../testing/databases.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './dataDirLock.ts';

const lockModule = fileURLToPath(new URL('./dataDirLock.ts', import.meta.url));

/** Every entry under `directory` (itself included) whose mode grants the group or others anything. */
async function openToOthers(directory: string): Promise<string[]> {
  const entries = [directory, ...(await readdir(directory, { recursive: true })).map((entry) => path.join(directory, entry))];
  const modes = await Promise.all(entries.map(async (entry) => ({ entry, mode: (await stat(entry)).mode & 0o777 })));
  return modes.filter(({ mode }) => (mode & 0o077) !== 0).map(({ entry, mode }) => `${entry} ${mode.toString(8)}`);
}

async function refusal(attempt: Promise<unknown>): Promise<DataDirInUseError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DataDirInUseError)) throw new Error(`Expected DataDirInUseError, got ${String(error)}`);
  return error;
}

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'survey-data-dir-'));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second holder, naming the directory and the holder, until the first lets go', async () => {
    const first = await lockDataDir(parent);
    const refused = await refusal(lockDataDir(parent));
    expect(refused).toMatchObject({ directory: parent, holderPid: process.pid });
    expect(refused.message).toContain(`The data directory ${parent} is in use by another process (pid ${process.pid})`);

    await first.release();
    await first.release();
    const second = await lockDataDir(parent);
    await second.release();
  });

  it('keeps its file to the owner', async () => {
    const lock = await lockDataDir(parent);
    try {
      expect((await stat(path.join(parent, LOCK_FILE_NAME))).mode & 0o777).toBe(0o600);
    } finally {
      await lock.release();
    }
  });

  it('is taken over at once from a process killed with SIGKILL', async () => {
    const holder = spawn(
      process.execPath,
      [
        ...TSX_NODE_FLAGS,
        '--input-type=module',
        '--eval',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
         await lockDataDir(${JSON.stringify(parent)});
         console.log('locked');
         setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(holder, 'exit');
    try {
      const [line] = (await once(createInterface({ input: holder.stdout }), 'line')) as [string];
      expect(line).toBe('locked');
      expect(await refusal(lockDataDir(parent))).toMatchObject({ holderPid: holder.pid });
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    const lock = await lockDataDir(parent);
    await lock.release();
  });
});

describe('the embedded database in DATA_DIR', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  async function open(env: Parameters<typeof openDatabase>[0]): Promise<Database> {
    const database = await openDatabase(env);
    opened.push(database);
    return database;
  }

  it('is one process\'s: a second opening is refused while the first keeps working, and may open once it closed', async () => {
    const dataDir = path.join(parent, 'data');
    const first = await open({ DATA_DIR: dataDir });
    await first.db.execute(sql`create table kept (n int)`);

    const refused = await refusal(openDatabase({ DATA_DIR: dataDir }));
    expect(refused.directory).toBe(dataDir);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();

    const second = await open({ DATA_DIR: dataDir });
    expect((await second.db.execute<{ n: number }>(sql`select n from kept`)).rows).toEqual([{ n: 1 }]);
  });

  it('creates DATA_DIR for its owner only and leaves nothing in it open to others, an older loose directory included', async () => {
    const created = path.join(parent, 'new', 'data');
    await open({ DATA_DIR: created });
    expect((await stat(created)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(created)).toEqual([]);

    const loose = path.join(parent, 'loose');
    await mkdir(loose);
    await writeFile(path.join(loose, 'notes.txt'), 'left by an older version\n');
    await chmod(loose, 0o755);
    await chmod(path.join(loose, 'notes.txt'), 0o644);
    expect(await openToOthers(loose)).toHaveLength(2);
    await open({ DATA_DIR: loose });
    expect(await openToOthers(loose)).toEqual([]);
  });
});

describe.each(testTargets.filter((target) => target.name === 'PostgreSQL'))('$name', (target) => {
  it('takes no lock: several servers share one database, whatever DATA_DIR they name', async () => {
    const testDatabase = await target.create();
    const env = { ...testDatabase.env, DATA_DIR: parent };
    try {
      const first = await openDatabase(env);
      const second = await openDatabase(env);
      await Promise.all([first.ping(), second.ping()]);
      await Promise.all([first.close(), second.close()]);
      expect(await readdir(parent)).toEqual([]);
    } finally {
      await testDatabase.dispose();
    }
  });
});
