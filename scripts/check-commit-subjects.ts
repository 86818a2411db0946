// Commit subjects of at most 72 characters, the detail in the body: checked from the commit that added
// this script on (the history before it is not rewritten). Run by .ci/run.
import { execFileSync } from "node:child_process";
import path from "node:path";

const LIMIT = 72;
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

const self = path.relative(git("rev-parse", "--show-toplevel"), import.meta.filename);
const since = git("log", "--diff-filter=A", "--format=%H", "--", self).split("\n").at(-1);
if (!since) {
  console.log("Commit subjects: this script is not committed yet; nothing to check.");
  process.exit(0);
}
const long = git("log", "--format=%h %s", `${since}^..HEAD`)
  .split("\n")
  .filter(Boolean)
  .map((line) => ({ commit: line.slice(0, line.indexOf(" ")), subject: line.slice(line.indexOf(" ") + 1) }))
  .filter(({ subject }) => [...subject].length > LIMIT);
if (long.length) {
  for (const { commit, subject } of long) console.error(`${commit}: ${[...subject].length} characters: ${subject}`);
  console.error(`Commit subjects are at most ${LIMIT} characters; put the detail in the body.`);
  process.exit(1);
}
console.log(`Commit subjects: all within ${LIMIT} characters since ${since.slice(0, 7)}.`);
