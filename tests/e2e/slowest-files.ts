// A Playwright reporter: at the end of the run, the ten spec files that took longest (their tests' time,
// hooks and fixtures included), so a slow file is seen where CI's time goes (.ci/run prints it).
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.seconds].sort(([, a], [, b]) => b - a).slice(0, SHOWN);
    // Nothing ran (npx playwright test --list).
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest spec files:`);
    for (const [file, seconds] of slowest) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
