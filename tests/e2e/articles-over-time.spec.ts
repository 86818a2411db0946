// "Publish at": an editor schedules a draft a few minutes ahead; the card says when; the test
// moves the servers' clock past it (tests/support/shifted-clock.ts), and the scheduler publishes
// it: the Articles page, the sitemap and the RSS feed have it. With TEST_DATABASE_URL, on two
// instances of one PostgreSQL database (the embedded database allows one process per data
// directory), published once and shown by both.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { istLocalMoment } from "../../app/lib/india-time";
import { type RunningServer, signIn, startServer } from "./helpers";
import { expect, test } from "./site";

const adminUrl = process.env.TEST_DATABASE_URL;
const owner = { email: "owner@schedule.example", password: "schedule-owner-password" };
const shiftedClock = path.resolve(import.meta.dirname, "../support/shifted-clock.ts");

async function onServer(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

test("an article scheduled a few minutes ahead is published at its time, on every instance", async ({ browser }) => {
  test.setTimeout(120_000);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "agency-schedule-"));
  const offsetFile = path.join(scratch, "clock-offset");
  fs.writeFileSync(offsetFile, "0");
  const database = adminUrl ? `agency_schedule_${crypto.randomBytes(4).toString("hex")}` : null;
  if (database) await onServer(adminUrl!, `create database ${database}`);
  const env = {
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    CLOCK_OFFSET_FILE: offsetFile,
    BETTER_AUTH_SECRET: crypto.randomBytes(24).toString("base64url"),
    ...(database ? { DATABASE_URL: Object.assign(new URL(adminUrl!), { pathname: `/${database}` }).toString() } : {}),
  };
  const servers: RunningServer[] = [];
  try {
    for (const name of database ? ["one", "two"] : ["one"]) {
      const dataDir = path.join(scratch, name);
      fs.mkdirSync(dataDir);
      servers.push(await startServer({ dataDir, env, nodeArgs: ["--import", shiftedClock] }));
    }
    const [writer] = servers;
    const page = await (await browser.newContext({ baseURL: writer!.url })).newPage();
    await signIn(page, owner);
    await page.goto("/admin/dashboard/articles");
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    const title = `Holi offers for sweet shops ${crypto.randomBytes(3).toString("hex")}`;
    await dialog.getByLabel("Title *").fill(title);
    const slug = await dialog.getByLabel("Slug *").inputValue();
    await dialog.getByLabel("Author *").fill("Meera Iyer");
    await dialog.getByLabel("Category *").fill("Marketing");
    await dialog.getByLabel("Excerpt *").fill("Three offers that filled sweet shops in Indore the week before Holi.");
    await dialog.getByLabel("Content * (Markdown)").fill("## Gujiya boxes\n\nPre-orders on WhatsApp.");
    // Five minutes ahead, to the minute, in India's time.
    const due = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
    await dialog.getByLabel("Publish at (India time)").fill(istLocalMoment(due));
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully")).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    await expect(card.getByRole("heading", { level: 3 })).toContainText("Draft");
    await expect(card).toContainText(/Scheduled for \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);

    const shows = async (server: RunningServer) => {
      const [list, sitemap, rss] = await Promise.all(
        ["/articles", "/sitemap.xml", "/rss.xml"].map(async (address) => (await fetch(server.url + address)).text()),
      );
      return [list, sitemap, rss].map((body) => body!.includes(`/articles/${slug}`));
    };
    for (const server of servers) expect(await shows(server)).toEqual([false, false, false]);

    // Six minutes on: its time has come.
    fs.writeFileSync(offsetFile, String(6 * 60_000));
    for (const server of servers)
      await expect.poll(() => shows(server), { timeout: 45_000, intervals: [250] }).toEqual([true, true, true]);
    await page.reload();
    await expect(card.getByRole("heading", { level: 3 })).toContainText("Published");
    await expect(card).not.toContainText("Scheduled for");
    const published = await (await fetch(`${servers.at(-1)!.url}/articles/${slug}`)).text();
    expect(published).toContain(title);
  } finally {
    for (const server of servers) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    if (database) await onServer(adminUrl!, `drop database if exists ${database} with (force)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

test("an image taken out of an article's text survives the clean-up of day-old uploads while a kept version shows it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "agency-sweep-"));
  const offsetFile = path.join(scratch, "clock-offset");
  fs.writeFileSync(offsetFile, "0");
  const dataDir = path.join(scratch, "data");
  const start = () =>
    startServer({
      dataDir,
      env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, CLOCK_OFFSET_FILE: offsetFile },
      nodeArgs: ["--import", shiftedClock],
    });
  let server = await start();
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signIn(page, owner);
    await page.goto("/admin/dashboard/articles");
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    const title = `Stalls at the Pushkar mela ${crypto.randomBytes(3).toString("hex")}`;
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Author *").fill("Meera Iyer");
    await dialog.getByLabel("Category *").fill("Marketing");
    await dialog
      .getByLabel("Excerpt *")
      .fill("What the stalls that sold out at the Pushkar mela did before it opened.");
    const text = dialog.getByLabel("Content * (Markdown)");
    await text.fill("Before the mela.");
    await text.press("End");
    const photo = (background: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
    await dialog.getByRole("button", { name: "Insert image" }).click();
    const insert = dialog.getByRole("group", { name: "Insert an image at the cursor" });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      insert.getByText("Choose image", { exact: true }).click(),
    ]);
    await chooser.setFiles({ name: "stall.jpg", mimeType: "image/jpeg", buffer: await photo("#9a3412") });
    await insert.getByLabel("Image description (alt text) *").fill("A camel-leather stall with a queue");
    await insert.getByRole("button", { name: "Insert image" }).click();
    await expect(text).toHaveValue(/\/uploads\/articles\//);
    const inText = /\((\/uploads\/articles\/[0-9a-f-]{36}\.jpg)\)/.exec(await text.inputValue())![1]!;
    // A cover picked and removed before saving: nothing will ever name it.
    const [coverChooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByText("Upload image", { exact: true }).click(),
    ]);
    await coverChooser.setFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await photo("#1e3a8a") });
    await expect(dialog.getByRole("img", { name: "Selected image" })).toBeVisible();
    const abandoned = await dialog.locator('input[name="imageUrl"]').inputValue();
    await dialog.getByRole("button", { name: "Remove image" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully")).toBeVisible();

    // The image taken out of the text: only the first version still shows it.
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    await card.getByRole("button", { name: `Edit article ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Article" });
    await edit.getByLabel("Content * (Markdown)").fill("Before the mela, without the picture.");
    await edit.getByRole("button", { name: "Update Article" }).click();
    await expect(page.getByText("Article updated successfully")).toBeVisible();

    // A day and an hour on, the server starts again: its clean-up runs at once.
    server.process.kill("SIGTERM");
    await server.exited;
    fs.writeFileSync(offsetFile, String(25 * 60 * 60_000));
    server = await start();
    await expect.poll(async () => (await fetch(server.url + abandoned)).status, { timeout: 20_000 }).toBe(404);
    expect((await fetch(server.url + inText)).status).toBe(200);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
