import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";

// "Your account": the sessions signed in to it, and a new password.

export const ACCOUNT_INTENTS = {
  signOutSession: "account-sign-out-session",
  signOutOthers: "account-sign-out-others",
  changePassword: "account-password",
} as const;

export const ACCOUNT_MESSAGES = {
  signedOut: "Signed out",
  othersSignedOut: "Every other session is signed out",
  passwordChanged: "Password changed; every other session is signed out",
  failed: "Failed to change your account",
  wrongPassword: "That is not your current password.",
  gone: "That session has already ended.",
} as const;

/** One session of the account, as the screen shows it. */
export interface SessionView {
  id: string;
  /** "Chrome on Android", from the browser's user agent. */
  device: string;
  /** The address the server determined when it was signed in. */
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const CHANGE_PASSWORD_LIMITS = { current: 256, password: 256, confirm: 256 } as const;
export type ChangePasswordField = keyof typeof CHANGE_PASSWORD_LIMITS;

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, "Please enter your current password").max(CHANGE_PASSWORD_LIMITS.current),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(CHANGE_PASSWORD_LIMITS.password, "That password is too long"),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { path: ["confirm"], message: "The passwords do not match" });

/** A short name for the browser and system of a user agent; "Unknown device" when it says neither. */
export function deviceOf(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = (
    [
      [/Edg\//, "Edge"],
      [/SamsungBrowser\//, "Samsung Internet"],
      [/OPR\//, "Opera"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const system = (
    [
      [/Android/, "Android"],
      [/iPhone/, "iPhone"],
      [/iPad/, "iPad"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "Mac"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
