import { z } from "zod";

/** The admin sign-in form, checked in the browser and again by the login action. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email")
    .max(254, "That email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Please enter your password").max(256, "That password is too long"),
});

export type LoginField = keyof z.infer<typeof loginSchema>;

/** What the login action answers when it does not sign in. */
export interface LoginFailure {
  email: string;
  fieldErrors?: Partial<Record<LoginField, string>>;
  /** The reason shown in the 'Login Failed' toast and under the form. */
  formError?: string;
}
