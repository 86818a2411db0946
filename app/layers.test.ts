// The import-direction rule of eslint.config.js (ADR 013), and its rules about time (one clock,
// one way to say a time in India), run through ESLint's own API on small sources placed in each
// layer: an import that goes the wrong way, or a time taken elsewhere, fails `npm run check`.
import fs from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

/** The layer-rule messages ESLint reports for `source` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

describe("layers point one way", () => {
  it("refuses a component importing a feature, statically or on demand", async () => {
    expect(
      await layerErrors(
        "app/components/site/x.tsx",
        'import { leadStatuses } from "~/features/lead-workspace/schema";\n',
      ),
    ).toEqual([expect.stringContaining("components may import only content, lib")]);
    expect(
      await layerErrors(
        "app/components/site/x.tsx",
        'export const load = () => import("../../features/leads/schema");\n',
      ),
    ).toEqual([expect.stringContaining("components may import only content, lib")]);
  });

  it("refuses a component reaching the database through its alias", async () => {
    expect(await layerErrors("app/components/site/x.tsx", 'import { leads } from "#database/schema";\n')).toEqual([
      expect.stringContaining("components may import only content, lib"),
    ]);
  });

  it("refuses browser code importing a .server module, even for a type", async () => {
    expect(
      await layerErrors("app/lib/x.ts", 'import type { Bucket } from "../features/media/store-image.server";\n'),
    ).toContainEqual(expect.stringContaining("Browser code never imports a .server module"));
  });

  it("refuses database/ importing the app above lib, and the app importing the host", async () => {
    expect(await layerErrors("database/x.ts", 'import { env } from "../app/infrastructure/env.server.ts";\n')).toEqual([
      expect.stringContaining("database may import only lib"),
    ]);
    expect(
      await layerErrors("database/x.ts", 'import { now } from "../app/lib/clock.ts";\nexport const at = now();\n'),
    ).toEqual([]);
    expect(await layerErrors("app/entry.server.tsx", 'import { htmlPolicy } from "../server/headers.ts";\n')).toEqual([
      expect.stringContaining("routes may import only"),
    ]);
  });

  it("refuses infrastructure reaching up into a feature, through a type in an import() expression too", async () => {
    expect(
      await layerErrors(
        "app/infrastructure/x.server.ts",
        'export type Lead = typeof import("~/features/inquiries/inquiry.server");\n',
      ),
    ).toEqual([expect.stringContaining("infrastructure may import only lib, database")]);
  });

  it("lets each layer import the layers below it", async () => {
    const downward = [
      'import { databaseContext } from "~/infrastructure/context";',
      'import { Button } from "~/components/ui/button";',
      'import { leads } from "#database/schema";',
      'import { cn } from "~/lib/cn";',
      'import { inquirySchema } from "./schema";',
    ].join("\n");
    expect(await layerErrors("app/features/leads/x.server.ts", `${downward}\n`)).toEqual([]);
  });
});

describe("features import one another through their entries, one way", () => {
  const pastEntry = expect.stringContaining("Import another feature through its entry");
  const againstOrder = (feature: string) =>
    expect.stringContaining(`features/${feature} may import only the features before it`);

  it("refuses a feature importing another past its entry, by alias or by a relative path", async () => {
    const file = "app/features/webhooks/x.server.ts";
    expect(await layerErrors(file, 'import { recordLeadEvent } from "~/features/leads/lead-events.server";\n')).toEqual(
      [pastEntry],
    );
    expect(await layerErrors(file, 'import { recordLeadEvent } from "../leads/lead-events.server";\n')).toEqual([
      pastEntry,
    ]);
    expect(await layerErrors(file, 'export const load = () => import("../../features/leads/phone");\n')).toEqual([
      pastEntry,
    ]);
  });

  it("lets a feature import an earlier one through its two entries, and its own modules by any path", async () => {
    const source = [
      'import { recordLeadEvent } from "~/features/leads/index.server";',
      'import { leadReference } from "~/features/leads";',
      'import { WEBHOOK_EVENTS } from "~/features/webhooks/events";',
      'import { signed } from "./signing.server";',
    ].join("\n");
    expect(await layerErrors("app/features/webhooks/x.server.ts", `${source}\n`)).toEqual([]);
  });

  it("refuses a leads module importing the webhooks, even through their entry", async () => {
    expect(
      await layerErrors(
        "app/features/leads/x.server.ts",
        'import { deliverLeadEvents } from "~/features/webhooks/index.server";\n',
      ),
    ).toEqual([againstOrder("leads")]);
  });

  it("lets only one of any two features import the other", async () => {
    const folders = (await fs.readdir(path.resolve(import.meta.dirname, "features"), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const imports = new Map<string, Set<string>>();
    for (const feature of folders) {
      const others = folders.filter((other) => other !== feature);
      const source = others.map((other, index) => `export * as f${index} from "~/features/${other}/index.server";`);
      const [result] = await eslint.lintText(`${source.join("\n")}\n`, {
        filePath: `app/features/${feature}/x.server.ts`,
      });
      const refused = new Set(
        (result?.messages ?? [])
          .filter((message) => message.ruleId === "no-restricted-imports")
          .map((message) => others[message.line - 1]),
      );
      imports.set(feature, new Set(others.filter((other) => !refused.has(other))));
    }
    const mutual = folders.flatMap((a) =>
      [...imports.get(a)!].filter((b) => a < b && imports.get(b)!.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(mutual).toEqual([]);
    // The order is total: of every two features, one may import the other.
    const pairs = (folders.length * (folders.length - 1)) / 2;
    expect([...imports.values()].reduce((sum, allowed) => sum + allowed.size, 0)).toBe(pairs);
  });
});

describe("one clock, one way to say a time in India", () => {
  const clockMessage = expect.stringContaining("now() in app/lib/clock.ts");

  it("refuses reading the time outside the clock, in the app and the host alike", async () => {
    expect(await layerErrors("app/features/leads/x.server.ts", "export const at = new Date();\n")).toEqual([
      clockMessage,
    ]);
    expect(await layerErrors("server/x.ts", "export const at = Date.now();\n")).toEqual([clockMessage]);
    expect(await layerErrors("database/x.ts", "export const at = Date.now();\n")).toEqual([clockMessage]);
  });

  it("lets a date be made from a value, the clock read the time, and tests read it as they need", async () => {
    expect(await layerErrors("app/features/leads/x.server.ts", "export const at = new Date(0);\n")).toEqual([]);
    expect(await layerErrors("app/lib/clock.ts", "export const at = () => new Date();\n")).toEqual([]);
    expect(await layerErrors("server/x.test.ts", "export const at = Date.now();\n")).toEqual([]);
    expect(await layerErrors("tests/integration/x.ts", "export const at = Date.now();\n")).toEqual([]);
  });

  it("names India's time zone in app/lib/india-time.ts only", async () => {
    const zone = 'export const zone = "Asia/Kolkata";\n';
    expect(await layerErrors("app/features/leads/x.ts", zone)).toEqual([
      expect.stringContaining("Format India's dates and times with app/lib/india-time.ts"),
    ]);
    expect(await layerErrors("app/lib/india-time.ts", zone)).toEqual([]);
  });

  it("refuses the database's now() in a query", async () => {
    expect(
      await layerErrors(
        "app/features/leads/x.server.ts",
        'import { sql } from "drizzle-orm";\nexport const at = sql`select now()`;\n',
      ),
    ).toEqual([expect.stringContaining("SQL now() stays in migrations and triggers")]);
  });

  it("keeps the layer rules for the modules excused from a time rule", async () => {
    expect(
      await layerErrors("app/lib/clock.ts", 'import { leadStatuses } from "~/features/lead-workspace/schema";\n'),
    ).toEqual([expect.stringContaining("lib may import only its own folder")]);
    expect(await layerErrors("app/lib/india-time.ts", "export const at = Date.now();\n")).toEqual([clockMessage]);
  });
});
