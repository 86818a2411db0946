import { createCookie } from "react-router";
import { z } from "zod";

// A one-time message carried across a redirect ('Welcome back!' after sign-in, 'Logged out'),
// shown as a toast by the page the browser lands on. Only our own fixed texts go in here, and
// the cookie is signed, so a message someone else planted in the browser is never shown.
const flashSchema = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

export function createFlash({ secret, secure }: { secret: string; secure: boolean }) {
  const cookie = createCookie("flash", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: 60,
    secrets: [secret],
  });
  return {
    /** The Set-Cookie header that carries `flash` to the next page. */
    set(flash: Flash): Promise<string> {
      return cookie.serialize(flash);
    },
    /** Reads the flash (if any) and the header that clears it, so it shows once. */
    async take(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
      const headers = new Headers();
      const raw: unknown = await cookie.parse(request.headers.get("cookie"));
      if (raw === null || raw === undefined) return { flash: null, headers };
      headers.append("set-cookie", await cookie.serialize("", { maxAge: 0 }));
      const parsed = flashSchema.safeParse(raw);
      return { flash: parsed.success ? parsed.data : null, headers };
    },
  };
}

export type FlashMessages = ReturnType<typeof createFlash>;
