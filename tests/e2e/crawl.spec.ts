import { expect, test } from "@playwright/test";

test("every internal link from the home page answers 200 and carries its metadata", async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const problems: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    const html = await response.text();
    for (const [name, pattern] of [
      ["title", /<title>[^<]{10,}<\/title>/],
      ["description", /<meta name="description" content="[^"]{50,}"/],
      ["canonical", /<link rel="canonical" href="https?:\/\/[^"]+"/],
      ["og:image", /<meta property="og:image" content="https?:\/\/[^"]+"/],
      ["robots", /<meta name="robots" content="index, follow"/],
      ["Organization JSON-LD", /"@type":"Organization"/],
    ] as const) {
      if (!pattern.test(html)) problems.push(`${path}: no ${name}`);
    }
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const link = match[1]!.replace(/\/$/, "") || "/";
      if (!seen.has(link) && !link.startsWith("/admin")) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  expect(problems).toEqual([]);
  // Home, about, contact, services, 19 services, 81 sub-services, case studies, articles and more.
  expect(seen.size).toBeGreaterThan(105);
});
