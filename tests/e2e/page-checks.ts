import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type axe from "axe-core";
import { type Page, expect } from "@playwright/test";

// The checks every screen gets: axe finds nothing, and nothing reaches past the window's edge; and
// the W3C checker's for pages' HTML.

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core as its package ships it minified: 0.65 MB to send to each page and compile instead of the
 * 1.5 MB of `axe.source`, about 50 ms less of a check's 300.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe once the page has settled (opening dialogs and toasts fade in, which would skew colour
 * contrast); any violation fails with its rule and first few targets. axe-core runs in the page
 * itself: the pages have no frames, so nothing needs @axe-core/playwright's run across frames, which
 * sends axe's 500 KB to the page twice and opens a blank page for every check (a fifth of an
 * accessibility test's time).
 */
export async function expectNoViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // A toast still fading in or already leaving (sonner marks both) is not there to be read yet, or any more.
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const { violations } = await window.axe.run(
        { exclude },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      );
      return violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
    },
    {
      tags: TAGS,
      exclude: ["[data-sonner-toast][data-mounted='false']", "[data-sonner-toast][data-removed='true']"],
    },
  );
  expect(violations.map((v) => `${v.id}: ${v.targets.slice(0, 3).join(", ")}`)).toEqual([]);
}

interface Overflow {
  page: { scrollWidth: number; innerWidth: number };
  /** Elements reaching past the window's left or right edge, or scrolling sideways, described for the failure message. */
  sticking: string[];
}

async function sidewaysOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clippedBy = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        // A row that scrolls sideways by itself (cards to swipe through) holds its overflow: the page
        // stays still. An <svg> clips too, but may itself sit in such a row: look past one that is out.
        const overflowX = getComputedStyle(box).overflowX;
        if (["hidden", "clip", "auto", "scroll"].includes(overflowX) && !outside(box.getBoundingClientRect()))
          return box;
      }
      return null;
    };
    // Transparent is unseen: e.g. the checkbox Radix keeps beside a switch for forms, shifted left of it.
    const seen = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).opacity === "0") return false;
      return true;
    };
    const outside = (rect: DOMRect) => rect.right > innerWidth + 0.5 || rect.left < -0.5;
    const describe = (element: Element, rect: DOMRect) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes = typeof element.className === "string" ? element.className.split(" ").slice(0, 4).join(".") : "";
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`;
    };
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      // A 1 px box is a visually hidden text for screen readers; a box wholly left of the window is
      // parked there on purpose (the honeypot field), and nothing can scroll to it.
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= 0 || !outside(rect)) continue;
      if (getComputedStyle(element).visibility === "hidden" || !seen(element)) continue;
      const clip = clippedBy(element);
      // Hidden overflow (a visually hidden label, a cropped image) is not seen, unless its box is itself out.
      if (clip) continue;
      sticking.push(describe(element, rect));
    }
    // A box of its own that scrolls sideways hides the same content (the leads table did, in its frame),
    // unless it is a row of cards made to be swiped through (data-swipe-row), the next card peeking in.
    for (const element of document.body.querySelectorAll(":not([data-swipe-row])")) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth + 1)
        sticking.push(
          `${describe(element, element.getBoundingClientRect())}, scrolls sideways by ${element.scrollWidth - element.clientWidth} px`,
        );
    }
    return { page: { scrollWidth: document.documentElement.scrollWidth, innerWidth }, sticking };
  });
}

export async function expectNoSidewaysScroll(page: Page, screen: string) {
  await page.evaluate(() => document.fonts.ready);
  const { page: size, sticking } = await sidewaysOverflow(page);
  expect(sticking, `${screen}: elements past the window's edge`).toEqual([]);
  expect(size.scrollWidth, `${screen}: page width at a ${size.innerWidth} px window`).toBeLessThanOrEqual(
    size.innerWidth,
  );
}

/** Runs the W3C Nu HTML Checker once over a directory; its JSON report comes on stderr. */
export function vnu(
  dir: string,
): Promise<
  { type: string; url?: string; lastLine?: number; lastColumn?: number; message: string; extract?: string }[]
> {
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  return new Promise((resolve, reject) => {
    const java = spawn("java", ["-Xss4m", "-jar", jar, "--format", "json", "--errors-only", dir], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    java.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    java.on("error", (error) => reject(new Error(`Could not run java (install a JRE): ${error.message}`)));
    java.on("close", () => {
      try {
        resolve((JSON.parse(stderr) as { messages: [] }).messages);
      } catch {
        reject(new Error(`vnu gave no report: ${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/** The W3C checker finds no error in any of these pages (by a name for the report, their HTML). */
export async function expectValidHtml(pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, `${name}.html`), html);
    const errors = (await vnu(dir)).map((m) => `${path.basename(m.url ?? "?")}:${m.lastLine} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
