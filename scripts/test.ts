// npm test: every check CI runs, stopping at the first group that fails, then the time each stage took
// (.ci/run prints it after the run; a later change that slows a stage shows here). The stages of a
// group run side by side, on a machine's two cores: lint, formatting, types and the build each keep
// a core busy for seconds and need nothing from each other. The first stage of a group writes to
// the terminal as it goes; the others' output follows when they end, so the logs never interleave.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";

// The build goes with the checks, not beside the unit tests: their heaviest files start and kill
// database engines against a clock, and a build beside them on two cores pushed them past it.
const groups = [["lint", "format:check", "typecheck", "build"], ["test:unit"], ["test:e2e"]];

/**
 * A folder for the run's temporary files in memory, when the machine has a tmpfs at /dev/shm that may hold
 * programs (the release test runs the engine it unpacks): every test database's cluster, every test
 * server's data directory, the browsers' profiles and the unpacked release are made there. On the CI
 * machine's virtual disk, making a file took 0.3 to 1.3 ms (2,000 files: 0.6 to 2.7 s; in /dev/shm
 * 0.05 to 0.1 s), and a cluster alone is about a thousand files. A TMPDIR the caller set is kept.
 */
function scratchInMemory(): string | undefined {
  if (process.env.TMPDIR) return undefined;
  const mounts = fs.existsSync("/proc/mounts") ? fs.readFileSync("/proc/mounts", "utf8") : "";
  const shm = mounts.split("\n").find((line) => line.split(" ")[1] === "/dev/shm");
  const [, , type, options = ""] = shm?.split(" ") ?? [];
  if (type !== "tmpfs" || options.split(",").includes("noexec")) return undefined;
  try {
    // Short: a database's socket path, inside the data directory, may not pass 107 bytes.
    const folder = fs.mkdtempSync("/dev/shm/t-");
    // Open to every account like /tmp (sticky: each removes only its own): the embedded engine's account
    // must pass through it to the test clusters when the tests run as root.
    fs.chmodSync(folder, 0o1777);
    return folder;
  } catch {
    return undefined;
  }
}
const scratch = scratchInMemory();
if (scratch) {
  process.env.TMPDIR = scratch;
  // Stopped with Ctrl-C or by CI: the folder would hold its memory until the machine restarts.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      fs.rmSync(scratch, { recursive: true, force: true });
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
}

const npm = process.env.npm_execpath;
const run = (stage: string, stdio: "inherit" | "pipe"): ChildProcess =>
  npm && /\.[cm]?js$/.test(npm)
    ? spawn(process.execPath, [npm, "run", stage], { stdio: ["ignore", stdio, stdio] })
    : spawn("npm", ["run", stage], { stdio: ["ignore", stdio, stdio] });

interface Outcome {
  stage: string;
  seconds: number;
  passed: boolean;
  output: string;
}

function stageOf(stage: string, shown: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = run(stage, shown ? "inherit" : "pipe");
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (code) =>
      resolve({
        stage,
        seconds: (performance.now() - started) / 1000,
        passed: code === 0,
        output: Buffer.concat(chunks).toString(),
      }),
    ),
  );
}

const took: Outcome[] = [];
let failed: string[] = [];
const started = performance.now();
for (const group of groups) {
  const outcomes = await Promise.all(group.map((stage, index) => stageOf(stage, index === 0)));
  for (const outcome of outcomes.slice(1)) process.stdout.write(outcome.output);
  took.push(...outcomes);
  failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.stage);
  if (failed.length) break;
}

if (scratch) fs.rmSync(scratch, { recursive: true, force: true });

console.log("\nStage times (a group's stages side by side):");
for (const { stage, seconds } of took) console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${"total".padEnd(14)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
if (failed.length) {
  console.error(`npm test: ${failed.join(", ")} failed.`);
  process.exit(1);
}
