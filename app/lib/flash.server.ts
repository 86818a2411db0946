import { createCookie } from "react-router";
import { z } from "zod";

// A one-time message carried across a redirect ('Welcome back!' after sign-in, 'Logged out'),
// shown as a toast by the page the browser lands on. Only our own fixed texts go in here.
const flashCookie = createCookie("flash", { path: "/admin", httpOnly: true, sameSite: "lax", maxAge: 60 });

const flashSchema = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

/** The Set-Cookie header that carries `flash` to the next page. */
export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** Reads the flash (if any) and the header that clears it, so it shows once. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const raw: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (raw === null || raw === undefined) return { flash: null, headers };
  headers.append("set-cookie", await flashCookie.serialize("", { maxAge: 0 }));
  const parsed = flashSchema.safeParse(raw);
  return { flash: parsed.success ? parsed.data : null, headers };
}
