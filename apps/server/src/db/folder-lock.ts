// An embedded database folder is one process's: PGlite has one connection and no locking of
// its own, so a second server or a backup opened on a folder in use would corrupt it. The owner's
// process id is kept in the folder while it runs; a lock left by a process that has died (a
// `kill -9`, a power cut) is taken over.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class FolderInUseError extends Error {}

/** Takes the folder for this process; throws FolderInUseError if a live process holds it. */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, 'in-use.pid');
  if (existsSync(file)) {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
      throw new FolderInUseError(
        `The database in ${folder} is in use by process ${owner}: stop that server first.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
