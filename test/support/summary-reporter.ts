import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with where its time went (each project's wall time from its first file's start to
 * its last file's end, and the slowest files), so a change that slows the suite shows in its own
 * run, then one plain line, "N passed, N failed", that CI reads.
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();
  private runStart = 0;

  onTestRunStart() {
    this.runStart = performance.now();
  }

  onTestModuleStart(m: TestModule) {
    this.started.set(m.moduleId, performance.now());
  }

  onTestModuleEnd(m: TestModule) {
    this.ended.set(m.moduleId, performance.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules)
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
    const moduleErrors = modules.filter(
      (m) => m.state() === 'failed' && [...m.children.allTests()].length === 0,
    ).length;
    process.stdout.write(this.timings(modules));
    process.stdout.write(
      `\n${passed} passed, ${failed + moduleErrors} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }

  private timings(modules: ReadonlyArray<TestModule>): string {
    const timed = modules
      .filter((m) => this.started.has(m.moduleId) && this.ended.has(m.moduleId))
      .map((m) => ({
        project: m.project.name || '(root)',
        file: relative(process.cwd(), m.moduleId),
        start: this.started.get(m.moduleId)!,
        end: this.ended.get(m.moduleId)!,
        tests: [...m.children.allTests()].length,
      }));
    if (timed.length === 0) return '';
    const projects = [...new Set(timed.map((t) => t.project))].map((name) => {
      const own = timed.filter((t) => t.project === name);
      const first = Math.min(...own.map((t) => t.start));
      const last = Math.max(...own.map((t) => t.end));
      const busy = own.reduce((s, t) => s + t.end - t.start, 0);
      return { name, files: own.length, wall: last - first, busy, from: first - this.runStart };
    });
    const lines = ['', 'Where the time went (wall clock; files of a project may run side by side):'];
    for (const p of projects.sort((a, b) => b.wall - a.wall))
      lines.push(
        `  ${p.name.padEnd(10)} ${seconds(p.wall).padStart(9)} from ${seconds(p.from)} into the run, ${p.files} files, ${seconds(p.busy)} of file time`,
      );
    lines.push(`Slowest ${SLOWEST} files:`);
    for (const t of [...timed].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, SLOWEST))
      lines.push(`  ${seconds(t.end - t.start).padStart(9)}  ${t.project.padEnd(8)} ${t.file} (${t.tests} tests)`);
    return `${lines.join('\n')}\n`;
  }
}
