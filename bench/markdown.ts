// npm run bench:markdown: time to render each hostile article body of 100,000 characters
// (bench/markdown-inputs.ts) with the site's renderer, next to a typical article of the same length.
// Each input is rendered BENCH_RUNS times (default 7) after one warm-up; the table shows the best and
// the median wall time and the best CPU time of the process. On a quiet machine they agree; when
// other programs share the cores the wall times grow and the CPU column still shows what the renderer
// costs. Exits non-zero if any hostile input needs more than BENCH_LIMIT_MS (100) of CPU.
import os from "node:os";
import { renderMarkdown } from "../app/features/articles/markdown.server.ts";
import { adversarialInputs, typicalArticle } from "./markdown-inputs.ts";

const runs = Number(process.env.BENCH_RUNS ?? 7);
const limitMs = Number(process.env.BENCH_LIMIT_MS ?? 100);

function measure(content: string) {
  renderMarkdown(content);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    renderMarkdown(content);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  return { best: wall[0]!, median: wall[Math.floor(runs / 2)]!, cpu: Math.min(...cpu) };
}

const rows = [["typical article", typicalArticle] as const, ...Object.entries(adversarialInputs)].map(
  ([name, content]) => ({
    name,
    ...measure(content),
  }),
);
const ms = (n: number) => n.toFixed(1).padStart(8);
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, ${runs} runs each\n`,
);
console.log(
  `${"input (100,000 characters)".padEnd(28)}${"best ms".padStart(8)}${"median".padStart(8)}${"cpu ms".padStart(8)}`,
);
for (const row of rows) console.log(`${row.name.padEnd(28)}${ms(row.best)}${ms(row.median)}${ms(row.cpu)}`);
const worst = rows.slice(1).reduce((a, b) => (b.cpu > a.cpu ? b : a));
console.log(
  `\nWorst hostile input: ${worst.name}, ${worst.cpu.toFixed(1)} ms of CPU, best wall time ${worst.best.toFixed(1)} ms (limit ${limitMs} ms)`,
);
if (worst.cpu > limitMs) process.exitCode = 1;
