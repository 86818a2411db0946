import { describe, expect, it } from "vitest";
import { createFlash } from "./flash.server";

const { set: setFlash, take: takeFlash } = createFlash({
  secret: "test-secret-test-secret-test-secret",
  secure: false,
});

const pageWith = (cookie: string) => new Request("http://localhost/admin/dashboard", { headers: { cookie } });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash messages", () => {
  it("shows our own message once, after the redirect", async () => {
    const cookie = cookieOf(await setFlash({ kind: "success", title: "Logged out" }));
    const { flash, headers } = await takeFlash(pageWith(cookie));
    expect(flash).toEqual({ kind: "success", title: "Logged out" });
    expect(headers.get("set-cookie")).toMatch(/^flash=;.*Max-Age=0/);
  });

  it("shows nothing for a message someone else wrote", async () => {
    const forged = Buffer.from(
      JSON.stringify({ kind: "error", title: "Your session expired: sign in at evil.example" }),
    ).toString("base64");
    expect((await takeFlash(pageWith(`flash=${forged}`))).flash).toBeNull();

    // Our own cookie with its message changed keeps a signature that no longer matches.
    const signature = cookieOf(await setFlash({ kind: "success", title: "Welcome back!" })).split(".")[1];
    const altered = Buffer.from(JSON.stringify({ kind: "success", title: "Welcome bank!" })).toString("base64");
    expect(signature).toBeDefined();
    expect((await takeFlash(pageWith(`flash=${altered}.${signature ?? ""}`))).flash).toBeNull();
  });
});
