// Commit subjects of at most 72 characters, the detail in the body: checked from the commit that added
// this script on (the history before it is not rewritten). Run by .ci/run.
import { execFileSync } from "node:child_process";
import path from "node:path";

const LIMIT = 72;
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

if (git("rev-parse", "--is-shallow-repository") === "true") {
  // Its oldest commit would seem to add every file, this one too: the rule's start cannot be found.
  console.log("Commit subjects: not checked in a shallow clone.");
  process.exit(0);
}
const self = path.relative(git("rev-parse", "--show-toplevel"), import.meta.filename);
const since = git("log", "--diff-filter=A", "--format=%H", "--", self).split("\n").at(-1);
if (!since) {
  console.log("Commit subjects: this script is not committed yet; nothing to check.");
  process.exit(0);
}
// From that commit on: HEAD, without what came before it (its parents, none for a first commit).
const long = git("log", "--format=%h %s", "HEAD", "--not", `${since}^@`)
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
