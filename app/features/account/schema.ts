import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";
import { PERSON_NAME_LIMIT, personNameField } from "~/lib/person-name";

// "Your account": the name the team sees, the sessions signed in to it, a new password, and
// two-factor sign-in.

export const ACCOUNT_INTENTS = {
  signOutSession: "account-sign-out-session",
  signOutOthers: "account-sign-out-others",
  changePassword: "account-password",
  name: "account-name",
  twoFactorStart: "account-two-factor-start",
  twoFactorConfirm: "account-two-factor-confirm",
  twoFactorOff: "account-two-factor-off",
  twoFactorCancel: "account-two-factor-cancel",
} as const;

export const ACCOUNT_MESSAGES = {
  signedOut: "Signed out",
  othersSignedOut: "Every other session is signed out",
  passwordChanged: "Password changed; every other session is signed out",
  nameSaved: "Name saved",
  nameMissing:
    "Add your name: the team sees it on your notes, on each lead's timeline and in the invitations you send. Until then they see your e-mail address.",
  failed: "Failed to change your account",
  wrongPassword: "That is not your current password.",
  gone: "That session has already ended.",
  twoFactorOn: "Two-factor sign-in is on",
  twoFactorOff: "Two-factor sign-in is off; every other session is signed out",
  wrongCode: "That code is not right. Check the app shows this account, and use its newest code.",
  startAgain: "Start again: turn on two-factor sign-in to get a new code.",
  alreadyOn: "Two-factor sign-in is already on.",
  cancelled: "Set-up cancelled: two-factor sign-in stays off",
  nothingToCancel: "There is no set-up to cancel.",
  pending:
    "You began turning on two-factor sign-in: your key stays the same until you confirm it or cancel. If your app already shows this account, enter its code.",
  required: "The owner requires two-factor sign-in for everyone, so it stays on.",
  mustSetUp: "The owner requires two-factor sign-in. Turn it on below to go on using the admin area.",
} as const;

/** What turning two-factor sign-in on shows, once: the secret for the app, and the backup codes. */
export interface TwoFactorSetup {
  /** The QR code of the secret, as an SVG data URL, for the authenticator app's camera. */
  qrCode: string;
  /** The same secret as text, for typing into the app. */
  secret: string;
  /** The otpauth:// link: on a phone, one tap opens the authenticator app with the key. */
  uri: string;
  backupCodes: string[];
}

/** The account's password, asked before two-factor sign-in is turned on or off (a field of its own name, so its error shows by its own form). */
export const accountPasswordSchema = z.object({
  accountPassword: z.string().min(1, "Please enter your current password").max(256, "That password is too long"),
});

export const confirmTwoFactorSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits the app shows")),
});

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

export const NAME_LIMITS = { name: PERSON_NAME_LIMIT } as const;
export const nameSchema = z.object({ name: personNameField });

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
