// The traffic of `npm run bench:load`, shared with `npm run bench:memory`: page views at a steady
// rate over the public pages, and lead submissions beside them.
import autocannon from "autocannon";

/** The public pages the mix visits: the prerendered ones and the server-rendered list and one article. */
export async function publicPages(base: string): Promise<string[]> {
  const articles = await (await fetch(`${base}/articles`)).text();
  const article = /href="(\/articles\/[a-z0-9-]+)"/.exec(articles)?.[1] ?? "/articles";
  return ["/", "/services", "/services/seo", "/articles", article, "/case-studies", "/contact", "/about"];
}

/** Each page visited 20 times, so the page cache and V8's compiled code are in place before measuring. */
export async function warmUp(base: string, pages: string[]): Promise<void> {
  for (const page of pages) for (let i = 0; i < 20; i++) await (await fetch(base + page)).arrayBuffer();
}

/**
 * A lead submission as the site's forms send it with JavaScript, for autocannon: `key` names the
 * idempotency key of each request it sends, in order.
 */
export function leadRequest(key: (index: number) => string): autocannon.Request {
  let index = 0;
  return {
    method: "POST",
    path: "/inquiry.data",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    setupRequest: (request) => {
      const idempotencyKey = key(index++);
      const body = new URLSearchParams({
        name: `Load ${idempotencyKey}`,
        phone: "+91 98765 43210",
        city: "Pune",
        service: "SEO",
        idempotencyKey,
      });
      return { ...request, body: body.toString() };
    },
  };
}

export interface MixSettings {
  seconds: number;
  pageRate: number;
  leadRate: number;
}

/**
 * `seconds` of page views at `pageRate`/s and lead submissions at `leadRate`/s, each lead sent twice
 * with the same idempotency key (a double click or a retry), keys `load-0`, `load-1`, ...
 * `submissions` is how many lead requests were sent.
 */
export async function runLoadMix(base: string, pages: string[], settings: MixSettings) {
  let submissions = 0;
  const [pageRun, leadRun] = await Promise.all([
    autocannon({
      url: base,
      connections: 10,
      overallRate: settings.pageRate,
      duration: settings.seconds,
      requests: [
        { setupRequest: (request) => ({ ...request, path: pages[Math.floor(Math.random() * pages.length)]! }) },
      ],
    }),
    autocannon({
      url: base,
      connections: 10,
      overallRate: settings.leadRate,
      duration: settings.seconds,
      requests: [
        leadRequest((index) => {
          submissions = index + 1;
          return `load-${Math.floor(index / 2)}`;
        }),
      ],
    }),
  ]);
  return { pageRun, leadRun, submissions };
}
