import { useEffect, useId, useRef, useState } from "react";
import { PrefetchPageLinks, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { notify } from "~/components/ui/toaster";
import type { InquiryErrors, InquiryField, InquiryResult } from "~/features/leads/schema";
import { cn } from "~/lib/cn";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import { serverActionOrFailure } from "~/lib/server-action";

export interface InquiryFormProps {
  /** "compact" (dialog, footer) hides the message; "full" (contact page) shows it. */
  variant?: "compact" | "full";
  /** The route whose action stores the inquiry; without JavaScript the browser posts there. */
  action?: string;
  /** The answer of a plain (no-JavaScript) submission, to show its errors and keep the values. */
  initial?: InquiryResult;
  onSuccess?: () => void;
  className?: string;
  tone?: "light" | "dark";
}

const SUCCESS = { title: "Success!", description: "We've received your inquiry. We'll get back to you soon!" };
const FAILURE = { title: "Error", description: "Failed to submit form. Please try again." };

const INQUIRY_NOT_SENT: InquiryResult = { ok: false, values: {}, formError: FAILURE.description };

/**
 * The `clientAction` of the routes whose action stores an inquiry (/inquiry, /contact): a request
 * that does not complete becomes the form's failure answer. The typed values stay, and the
 * idempotency key makes sending again store one lead.
 */
export function sendInquiry<Result>({ serverAction }: { serverAction: () => Promise<Result> }) {
  return serverActionOrFailure(serverAction, INQUIRY_NOT_SENT);
}

/** The browser-side checks, loaded with the first touch of a form rather than with the page. */
const loadChecks = () => Promise.all([import("~/features/leads/schema"), import("~/lib/forms")]);

export function InquiryForm({
  variant = "compact",
  action = "/inquiry",
  initial,
  onSuccess,
  className,
  tone = "light",
}: InquiryFormProps) {
  const fetcher = useFetcher<InquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // Errors found in the browser before sending; otherwise the server's answer decides.
  const [clientErrors, setClientErrors] = useState<InquiryErrors | null>(null);
  // One key per submission attempt: a double click or a retry of the same one is stored once.
  const idempotencyKey = useRef<string>(undefined);
  const id = useId();
  // The first touch of the form loads what sending needs (the checks, the code of the route that
  // stores the inquiry), so a connection lost while typing ends in the failure toast, not a broken page.
  const [touched, setTouched] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? initial;
  const errors = clientErrors ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});
  const values = initial && !initial.ok ? initial.values : {};

  const handled = useRef<InquiryResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      formRef.current?.reset();
      idempotencyKey.current = undefined;
      void notify("success", SUCCESS);
      onSuccess?.();
    } else {
      const custom = result.formError && result.formError !== FAILURE.description;
      void notify("error", custom ? { title: "Error", description: result.formError } : FAILURE);
      console.error("Inquiry failed", result.formError ?? result.fieldErrors);
    }
  }, [fetcher.state, fetcher.data, onSuccess]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    formData.set("page", window.location.href);
    if (document.referrer) formData.set("referrer", document.referrer);
    const checks = await loadChecks().catch(() => null);
    if (!checks) {
      void notify("error", FAILURE);
      return;
    }
    const [{ inquirySchema }, { fieldErrors }] = checks;
    const parsed = inquirySchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      const found = fieldErrors<InquiryField>(parsed.error);
      setClientErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    idempotencyKey.current ??= crypto.randomUUID();
    formData.set(IDEMPOTENCY_KEY_FIELD, idempotencyKey.current);
    await fetcher.submit(formData, { method: "post", action, defaultShouldRevalidate: false });
  }

  const field = (name: InquiryField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: InquiryField) =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        className={cn("text-sm font-medium", tone === "dark" ? "text-red-300" : "text-destructive")}
      >
        {errors[name]}
      </p>
    ) : null;
  const labelClass = tone === "dark" ? "text-slate-100" : undefined;
  const formError = initial && !initial.ok ? initial.formError : undefined;

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      onSubmit={submit}
      onFocus={() => {
        if (touched) return;
        setTouched(true);
        void loadChecks().catch(() => undefined);
      }}
      noValidate
      className={cn("grid gap-4", className)}
    >
      {touched ? <PrefetchPageLinks page={action} /> : null}
      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      {initial?.ok ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {SUCCESS.description}
        </p>
      ) : null}
      <div className={cn("grid gap-4", variant === "full" && "sm:grid-cols-2")}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`} className={labelClass}>
            Name *
          </Label>
          <Input {...field("name")} autoComplete="name" required maxLength={100} placeholder="Your full name" />
          {error("name")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`} className={labelClass}>
            Phone Number *
          </Label>
          <Input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            required
            maxLength={20}
            placeholder="+91 98765 43210"
          />
          {error("phone")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`} className={labelClass}>
            Email (Optional)
          </Label>
          <Input {...field("email")} type="email" autoComplete="email" maxLength={254} placeholder="you@business.in" />
          {error("email")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-city`} className={labelClass}>
            City *
          </Label>
          <Input {...field("city")} autoComplete="address-level2" required maxLength={80} placeholder="e.g. Pune" />
          {error("city")}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-service`} className={labelClass}>
          Service Interested In *
        </Label>
        <Input
          {...field("service")}
          required
          maxLength={120}
          placeholder="e.g. Digital Marketing, Web Development, SEO"
          className="placeholder:text-[0.8125rem]"
        />
        {error("service")}
      </div>
      {variant === "full" ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`} className={labelClass}>
            Message (Optional)
          </Label>
          <Textarea
            {...field("message")}
            rows={4}
            maxLength={2000}
            placeholder="Tell us about your business and what you want to achieve"
          />
          {error("message")}
        </div>
      ) : null}
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Submitting..." : "Submit Inquiry"}
      </Button>
    </fetcher.Form>
  );
}
