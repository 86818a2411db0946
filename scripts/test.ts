// npm test: every check CI runs, one stage after another, stopping at the first that fails, then the
// time each stage took (.ci/run prints it after the run; a later change that slows a stage shows here).
import { spawnSync } from "node:child_process";

const stages = ["lint", "format:check", "typecheck", "test:unit", "build", "test:e2e"];

const npm = process.env.npm_execpath;
const took: [string, number][] = [];
let failed: string | undefined;
for (const stage of stages) {
  const started = performance.now();
  const run =
    npm && /\.[cm]?js$/.test(npm)
      ? spawnSync(process.execPath, [npm, "run", stage], { stdio: "inherit" })
      : spawnSync("npm", ["run", stage], { stdio: "inherit" });
  took.push([stage, (performance.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

console.log("\nStage times:");
for (const [stage, seconds] of took) console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`);
const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${"total".padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`npm test: ${failed} failed.`);
  process.exit(1);
}
