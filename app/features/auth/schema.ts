import { z } from "zod";

export const LOGIN_LIMITS = { email: 254, password: 256 } as const;
export type LoginField = keyof typeof LOGIN_LIMITS;

export const LOGIN_MESSAGES = {
  /** The spec's failure toast; its text is the server's reason. */
  failure: { title: "Login Failed" },
  success: { kind: "success", title: "Welcome back!", description: "Successfully logged in to admin panel." },
  notSent: "Could not reach the server. Check your connection and try again.",
} as const;

/** The admin sign-in form, checked in the browser and again by the login action. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email")
    .max(LOGIN_LIMITS.email, "That email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Please enter your password").max(LOGIN_LIMITS.password, "That password is too long"),
} satisfies Record<LoginField, z.ZodType>);

export const CODE_LIMITS = { code: 20 } as const;

/**
 * The sign-in's second step: six digits from the authenticator app (spaces allowed, as apps show
 * "123 456"), or a backup code ("abcde-12345").
 */
export const secondStepSchema = z.object({
  code: z
    .string()
    // Backup codes are lower case: one copied in capitals is the same code.
    .transform((code) => code.replace(/\s+/g, "").toLowerCase())
    .pipe(z.string().min(1, "Please enter the code").max(CODE_LIMITS.code, "That code is too long")),
});
