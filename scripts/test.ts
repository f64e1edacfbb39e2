// `npm test`: every check, stopping at the first failure, then one closing count.
// `npm test -- --only <step>` (repeatable, or comma-separated) runs those steps alone, after the
// builds they read. The steps and their order: scripts/test-steps.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireChromium } from './chromium.ts';
import { planFor, type Step, selected, stepNamed } from './test-steps.ts';

const reportDir = path.resolve('node_modules/.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const only = process.argv
  .flatMap((arg, index, all) => (all[index - 1] === '--only' ? arg.split(',') : []))
  .filter(Boolean);
const chosen = selected(only);
const plan = planFor(chosen);
// Chromium is looked for only when a chosen step starts a browser: the type check, the linters,
// the unit tests and the builds run on a machine without one.
const needsBrowser = [...chosen].some((name) => stepNamed(name).browser);
// The server's seeded PGlite template, made by the first step that needs it (the unit tests) and
// copied by the next (the e2e flows against the server process): the same sources, so the same
// template (apps/server/src/testing/global-setup.ts).
const templates = mkdtempSync(path.join(os.tmpdir(), 'scaffold-npm-test-'));
const env = {
  ...process.env,
  ...(needsBrowser ? { CHROME_PATH: requireChromium() } : {}),
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  SCAFFOLD_TEST_TEMPLATES: templates,
};
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
/** The steps running beside another lane, each the leader of its process group. */
const running = new Set<ChildProcess>();

const reportOf = (step: Step) => path.join(reportDir, `${(step.projects ?? []).join('+')}.json`);

function argsOf(step: Step): string[] {
  if (!step.projects) return step.args;
  return [
    ...step.args,
    ...step.projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportOf(step)}`,
  ];
}

function count(step: Step): void {
  const report = reportOf(step);
  if (!step.projects || !existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  totals.skipped += numPendingTests + numTodoTests;
}

/** Stops the steps still running beside a failed one, by the process groups we started. */
function stopRunning(): void {
  for (const child of running) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    rmSync(templates, { recursive: true, force: true });
    process.exit(130);
  });
}

function finish(code: number): never {
  stopRunning();
  rmSync(templates, { recursive: true, force: true });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

/**
 * Runs one step. Alone in its phase it writes to the terminal as it goes; beside another lane its
 * output is held and printed whole when it ends, so two steps' lines never mix.
 */
function run(step: Step, alone: boolean): Promise<void> {
  step.before?.();
  const stepStart = Date.now();
  if (alone) console.log(`\n▶ ${step.title}`);
  const child = spawn(step.command, argsOf(step), {
    env,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Beside another lane, a process group of its own, so that a failure in the other lane (or
    // an interrupt) stops it and all it started.
    detached: !alone,
  });
  if (!alone) running.add(child);
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      running.delete(child);
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${step.title}`);
        process.stdout.write(Buffer.concat(held));
      }
      // Count before judging, so a failing step's tests show in the closing line.
      count(step);
      if (status !== 0) {
        console.error(`✖ ${step.title} failed after ${seconds}s`);
        finish(1);
      }
      console.log(`✔ ${step.title} (${seconds}s)`);
      resolve();
    });
  });
}

if (only.length > 0) console.log(`Steps: ${[...chosen].join(', ')}`);
for (const phase of plan) {
  const alone = phase.length === 1;
  await Promise.all(
    phase.map(async (lane) => {
      for (const name of lane) await run(stepNamed(name), alone);
    }),
  );
}
finish(0);
