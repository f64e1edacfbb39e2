// Vitest globalSetup of the projects that run the server's tests: one folder for the run, shared
// by its workers (run-folder.ts). Nothing is prepared here: the PGlite template and the PostgreSQL
// cluster are made by the first test file that needs them, so a run without server tests pays
// nothing. At the end: the cluster stopped, a template made on TEST_DATABASE_URL's server
// dropped, the folder removed.
//
// Under `npm test` the steps are several Vitest runs (unit, then e2e) over the same sources:
// SCAFFOLD_TEST_TEMPLATES names a folder of that one `npm test` (scripts/test.ts makes and removes
// it) where a run leaves the PGlite template it made, and the next run starts with a copy, so
// initdb, the migrations and the seed are paid once.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Cluster, onServer, stopCluster } from './postgres-cluster';

let folder = '';

const PGLITE_TEMPLATE = 'pglite-template';
/** Written once the template is whole (test-database.ts), so a half-made one is never taken. */
const PGLITE_READY = 'pglite-template.ready';
const keptTemplates = () => process.env.SCAFFOLD_TEST_TEMPLATES || null;

export function setup(project: TestProject) {
  folder = mkdtempSync(path.join(os.tmpdir(), 'scaffold-server-tests-'));
  // The cluster's own folder inside belongs to `postgres`, which must be able to reach it.
  chmodSync(folder, 0o755);
  const kept = keptTemplates();
  if (kept && existsSync(path.join(kept, PGLITE_READY))) {
    cpSync(path.join(kept, PGLITE_TEMPLATE), path.join(folder, PGLITE_TEMPLATE), {
      recursive: true,
    });
    writeFileSync(path.join(folder, PGLITE_READY), readFileSync(path.join(kept, PGLITE_READY)));
  }
  project.provide('serverTestRun', folder);
}

/** Leaves this run's PGlite template for the next run of the same `npm test`. */
function keepTemplate(): void {
  const kept = keptTemplates();
  if (!kept || !existsSync(kept) || existsSync(path.join(kept, PGLITE_READY))) return;
  if (!existsSync(path.join(folder, PGLITE_READY))) return;
  cpSync(path.join(folder, PGLITE_TEMPLATE), path.join(kept, PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(path.join(kept, PGLITE_READY), readFileSync(path.join(folder, PGLITE_READY)));
}

export async function teardown() {
  if (!folder) return;
  try {
    const record = path.join(folder, 'postgres.json');
    if (existsSync(record)) stopCluster(JSON.parse(readFileSync(record, 'utf8')) as Cluster);
    const template = path.join(folder, 'postgres-template.ready');
    if (process.env.TEST_DATABASE_URL && existsSync(template)) {
      const name = readFileSync(template, 'utf8').trim();
      await onServer(process.env.TEST_DATABASE_URL, [
        `drop database if exists ${name} with (force)`,
      ]);
    }
    keepTemplate();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
