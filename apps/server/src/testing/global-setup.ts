// Vitest globalSetup of the projects that run the server's tests: one folder for the run, shared
// by its workers (run-folder.ts). Nothing is prepared here: the PGlite template and the PostgreSQL
// cluster are made by the first test file that needs them, so a run without server tests pays
// nothing. At the end: the cluster stopped, a template made on TEST_DATABASE_URL's server
// dropped, the folder removed.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Cluster, onServer, stopCluster } from './postgres-cluster';

let folder = '';

export function setup(project: TestProject) {
  folder = mkdtempSync(path.join(os.tmpdir(), 'scaffold-server-tests-'));
  // The cluster's own folder inside belongs to `postgres`, which must be able to reach it.
  chmodSync(folder, 0o755);
  project.provide('serverTestRun', folder);
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
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
