// The folder one test run shares between its workers (made by the Vitest globalSetup, removed at
// its teardown): the prepared PGlite template, the throwaway PostgreSQL cluster, and the locks
// that let the first worker needing one of them make it while the others wait.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared folder (apps/server/src/testing/global-setup.ts). */
    serverTestRun: string;
  }
}

export function runFolder(): string {
  const folder = inject('serverTestRun');
  if (!folder) {
    throw new Error(
      "The server's test harness needs its globalSetup (apps/server/src/testing/global-setup.ts) in this Vitest project.",
    );
  }
  return folder;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the lock `name` of the run folder (a directory made atomically), so
 * one worker at a time prepares a shared resource (the others wait, then find it made).
 */
export async function withRunLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(runFolder(), `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
