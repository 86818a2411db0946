// The README and docs/ are read by people who follow their links and type their commands: every
// relative link leads to a file (and a heading, when it names one), every `npm run x` is a script
// in package.json, and every repository path quoted in backticks exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts;

const pages = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file))
    .sort(),
];

/** The text outside fenced code blocks (```…```), where links and headings mean something; lines keep their numbers. */
function prose(text: string): string {
  return text.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ""));
}

/** GitHub's anchor for a heading: its text without markup, lowercase, punctuation dropped, spaces to -. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

/** Every heading anchor a Markdown file offers, repeated headings numbered as GitHub does (-1, -2). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ""] of prose(fs.readFileSync(file, "utf8")).matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Relative links `[text](target)` outside code, with the line they are on. */
function links(text: string): { target: string; line: number }[] {
  const outside = prose(text).replace(/`[^`\n]*`/g, (code) => " ".repeat(code.length));
  const found: { target: string; line: number }[] = [];
  for (const match of outside.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? "";
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:, tel:
    found.push({ target, line: outside.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** Why a link from `page` cannot be followed, or undefined when it leads somewhere. */
function brokenLink(page: string, target: string): string | undefined {
  const [pathPart, anchor] = target.split("#", 2);
  const file = pathPart
    ? path.resolve(path.dirname(path.join(root, page)), decodeURI(pathPart))
    : path.join(root, page);
  if (!file.startsWith(root + path.sep) && file !== root) return "leads outside the repository";
  if (!fs.existsSync(file)) return "no such file";
  if (anchor === undefined || !file.endsWith(".md")) return undefined;
  return anchors(file).has(decodeURIComponent(anchor).toLowerCase()) ? undefined : "no heading with that anchor";
}

const REPOSITORY_FOLDERS = ["docs", "app", "server", "database", "scripts", "tests", "bench"];
const quotedPath = new RegExp(`^(?:${REPOSITORY_FOLDERS.join("|")})/[^\\s*<>{}…|]*$`);

describe.each(pages)("%s", (page) => {
  const text = fs.readFileSync(path.join(root, page), "utf8");

  it("has relative links that lead to an existing file and heading", () => {
    const broken = links(text)
      .map(({ target, line }) => ({ target, line, why: brokenLink(page, target) }))
      .filter(({ why }) => why)
      .map(({ target, line, why }) => `${page}:${line} (${target}): ${why}`);
    expect(broken).toEqual([]);
  });

  it("names only npm scripts that package.json has", () => {
    const named = new Set<string>();
    for (const [, script = ""] of text.matchAll(/\bnpm run ([\w:.*-]+)/g)) named.add(script.replace(/\.+$/, ""));
    for (const [, builtIn = ""] of text.matchAll(/\bnpm (start|test)\b/g)) named.add(builtIn);
    const missing = [...named].filter((script) => {
      if (!script.includes("*")) return !(script in scripts);
      const pattern = new RegExp(`^${script.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`);
      return !Object.keys(scripts).some((name) => pattern.test(name));
    });
    expect(missing).toEqual([]);
  });
});
// A decision record quotes the files as they were when it was decided (docs/decisions/README.md):
// later moves do not rewrite it, so its paths are history, not directions.
const directions = pages.filter((page) => !/^docs[\\/]decisions[\\/]\d{3}-/.test(page));

describe.each(directions)("%s", (page) => {
  it("quotes only repository paths that exist", () => {
    const missing = [...prose(fs.readFileSync(path.join(root, page), "utf8")).matchAll(/`([^`\n]+)`/g)]
      .map(([, code = ""]) => code.replace(/[.,;:]$/, ""))
      .filter((code) => quotedPath.test(code))
      .filter((code) => !fs.existsSync(path.join(root, code)));
    expect(missing).toEqual([]);
  });
});

it("keeps the README a newcomer's page: at most 10 KB, the rest in docs/", () => {
  expect(fs.statSync(path.join(root, "README.md")).size).toBeLessThanOrEqual(10 * 1024);
});

it("finds the README and the docs", () => {
  expect(pages).toContain("README.md");
  expect(pages).toContain(path.join("docs", "decisions", "README.md"));
});
