import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Permission, StaffMember } from "./permissions";

// An admin action, declared once beside the feature that owns it (ADR 030): what it is called, who
// may run it, what its form must hold, which of its fields name leads, and what the audit log
// keeps. The admin gate reads the request's body once, by this declaration, and hands the checked
// value to `run`; nothing else reads the body, and an action that is not declared does not run.

/** The signed-in staff member an action runs for, as the gate found them. */
export type AdminIdentity = StaffMember & { sessionId: string; twoFactorEnabled: boolean };

/** A form's text fields (and, for an upload, its files) by name, each given once; a list field's values in order. */
export type PostedFields = Record<string, string | File | string[]>;

/** What `run` is given: the checked input, the text as typed, who, and the request's address and headers. */
export interface AdminActionArgs<Input> {
  input: Input;
  /** The declared `fields` as typed: what a form posted without JavaScript shows again after a refusal. */
  values: Record<string, string>;
  me: AdminIdentity;
  context: Readonly<RouterContextProvider>;
  /** The address and headers (cookies, the session); its body was read by the gate and cannot be read again. */
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

/** What the gate refused before `run`: the status and why, with the fields' messages when the schema failed. */
export interface ActionRefusal {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export interface AdminAction<Input = unknown> {
  /**
   * The form's `intent`, which the audit log names the action by; null for the one action of a
   * route that has no other (an upload, the Markdown preview, signing out).
   */
  intent: string | null;
  permission: Permission;
  /** "form": url-encoded or multipart, text fields only (the default). "upload": multipart with files, up to `maxBytes`. */
  body?: { kind: "form" } | { kind: "upload"; maxBytes(context: Readonly<RouterContextProvider>): number };
  /** Checks the fields (the body's, and the address's parameters such as a lead page's `id`). */
  schema: z.ZodType<Input>;
  /** Fields that take several values (a group of checkboxes): given as a list, never refused for repeating. */
  lists?: readonly string[];
  /** Fields shown again, as typed, when the action is refused (never a password). */
  fields?: readonly string[];
  /** Fields naming leads: each must be within the person's reach (ADR 024), or the answer is 404. */
  leads?: readonly string[];
  /**
   * The audit log's entry when the action succeeds: its name (the intent unless given), the
   * Audit log screen's label, the field naming the record (`id` unless given) and the fields kept
   * under another name (a lead's new status). Never free text a person typed. null: the action
   * changes nothing and names no record (the Markdown preview), so nothing is written.
   */
  audit: { action?: string; label: string; target?: string; keep?: Record<string, string> } | null;
  /** How the gate's refusals are answered, where the route's client does not read a form's result (an upload). */
  refuse?(refusal: ActionRefusal): unknown;
  run(args: AdminActionArgs<Input>): unknown;
}

/** Declares an admin action; the function only keeps its input's type tied to its schema. */
export const adminAction = <Input>(declaration: AdminAction<Input>): AdminAction<Input> => declaration;

/** The audit log's name for a declared action. */
export const auditedAs = (action: AdminAction<unknown>) => action.audit?.action ?? action.intent;

/**
 * A route behind the admin gate: what opening it needs, the actions posted to it, and whether
 * opening it is itself a read the audit log keeps (a lead's page).
 */
export interface AdminDoor {
  permission: Permission;
  actions?: readonly AdminAction<unknown>[];
  /** The address's parameters that name a lead (a lead's page): out of reach, the answer is 404. */
  leads?: readonly string[];
  /**
   * Opening it is a read the audit log keeps under `action`: the lead named by the parameter
   * `lead` (and a prefetch, which would go unrecorded, gets nothing), or what `details` gives for
   * the address's query (nothing when it gives null).
   */
  auditRead?: {
    action: string;
    lead?: string;
    details?(query: URLSearchParams): Record<string, string | boolean | null> | null;
  };
  /** Open to someone the owner requires two-factor sign-in of before they have set it up. */
  twoFactorSetup?: boolean;
}
