import { useEffect, useId, useRef, useState } from "react";
import { Link, PrefetchPageLinks, useFetcher } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { ToastLink } from "~/components/ui/toaster";
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_LIMITS, type InquiryField } from "~/features/inquiries/inquiry-fields";
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_VALUE, NOTICE_PATHS, periodOfDays } from "./consent-notice";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { type Locale, useLocale } from "~/lib/locale";
import { phoneHref, useServiceNames, useSite, whatsappHref } from "~/lib/site";
import type { FormResult } from "~/lib/form-result";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import { serverActionOrFailure } from "~/lib/server-action";

export interface InquiryFormProps {
  /** "compact" (dialog, footer) hides the message; "full" (contact page) shows it. */
  variant?: "compact" | "full";
  /** The route whose action stores the inquiry (the page's language's /inquiry unless said); without JavaScript the browser posts there. */
  action?: string;
  /** The answer of a plain (no-JavaScript) submission, to show its errors and keep the values. */
  initial?: FormResult<InquiryField>;
  /** What "Service Interested In" starts with (the service of the page the dialog was opened on); still free text. */
  service?: string;
  onSuccess?: () => void;
  className?: string;
  tone?: "light" | "dark";
}

const INQUIRY_NOT_SENT: FormResult<InquiryField> = { ok: false };
/** How long the inquiry's toasts stay unless dismissed: time to read the reference or tap on, on a phone. */
const INQUIRY_TOAST_MS = 10_000;

/**
 * The `clientAction` of the routes whose action stores an inquiry (/inquiry, /contact): a request
 * that does not complete becomes the form's failure answer. The typed values stay, and the
 * idempotency key makes sending again store one lead.
 */
export function sendInquiry<Result>({ serverAction }: { serverAction: () => Promise<Result> }) {
  return serverActionOrFailure(serverAction, INQUIRY_NOT_SENT);
}

/** The browser-side checks, loaded with the first touch of a form rather than with the page. */
const loadChecks = () => import("~/features/inquiries/inquiry-schema");
/** The checks with their messages in the page's language. */
const schemaIn = (locale: Locale) => ({ load: async () => (await loadChecks()).inquirySchemas[locale] });

export function InquiryForm({
  variant = "compact",
  action: actionGiven,
  initial,
  onSuccess,
  className,
  tone = "light",
  service,
}: InquiryFormProps) {
  const site = useSite();
  const serviceNames = useServiceNames();
  const locale = useLocale();
  const allWords = useWords();
  const words = allWords.inquiry;
  // A form on a Hindi page posts to the Hindi page's action: the server answers in Hindi.
  const action = actionGiven ?? (locale === "hi" ? "/hi/inquiry" : "/inquiry");
  // Offered by the toasts when the agency has the number (a link without one is left out).
  const chat: ToastLink = {
    label: words.chat,
    href: whatsappHref(site, allWords.site.whatsappGreeting),
    counted: "whatsapp",
  };
  const call: ToastLink = { label: words.callUs, href: phoneHref(site), counted: "call" };
  const fetcher = useFetcher<FormResult<InquiryField>>();
  // One key per submission attempt: a double click or a retry of the same one is stored once.
  const idempotencyKey = useRef<string>(undefined);
  const form = useSchemaForm<InquiryField>({
    schema: schemaIn(locale),
    limits: INQUIRY_LIMITS,
    result: fetcher.data,
    initial,
    toasts: {
      // The spec's toasts, kept long enough to read on a phone, with the ways to reach the agency
      // at once: the chat after a success (for a visitor who would rather not wait), the chat and
      // a call after a failure (the enquiry did not arrive).
      success: {
        ...words.messages.success,
        referenceLabel: words.reference,
        links: [chat],
        duration: INQUIRY_TOAST_MS,
      },
      failure: { ...words.messages.failure, links: [chat, call], duration: INQUIRY_TOAST_MS },
      serverMessage: true,
    },
    onSuccess: () => {
      idempotencyKey.current = undefined;
      onSuccess?.();
    },
  });
  const id = useId();
  // The first touch of the form loads what sending needs (the checks, the code of the route that
  // stores the inquiry), so a connection lost while typing ends in the failure toast, not a broken page.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) void loadChecks().catch(() => undefined);
  }, [touched]);
  const formRef = useRef<HTMLFormElement>(null);
  // On a slow connection a visitor may focus and type before the page's code has run: that first
  // touch came before React listened, so the form itself is asked once the code runs.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = [...element.elements].some(
      (control) =>
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.type !== "hidden" &&
        control.value !== control.defaultValue,
    );
    if (typed || element.contains(document.activeElement)) setTouched(true);
  }, []);
  const busy = fetcher.state !== "idle";
  const { errors, values } = form;

  const send = (element: HTMLFormElement) => {
    const formData = new FormData(element);
    formData.set("page", window.location.href);
    if (document.referrer) formData.set("referrer", document.referrer);
    idempotencyKey.current ??= crypto.randomUUID();
    formData.set(IDEMPOTENCY_KEY_FIELD, idempotencyKey.current);
    return fetcher.submit(formData, { method: "post", action, defaultShouldRevalidate: false });
  };

  const field = (name: InquiryField) => ({
    ...form.field(name),
    id: `${id}-${name}`,
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
  // A form posted without JavaScript shows the server's reason in the page; with it, the toast says it.
  const formError = initial && !initial.ok ? initial.message : undefined;

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => void form.onSubmit(event, send)}
      ref={formRef}
      onFocus={() => setTouched(true)}
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
          {words.messages.success.description}
        </p>
      ) : null}
      <div className={cn("grid gap-4", variant === "full" && "sm:grid-cols-2")}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`} className={labelClass}>
            {words.labels.name}
          </Label>
          <Input {...field("name")} autoComplete="name" required placeholder={words.placeholders.name} />
          {error("name")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`} className={labelClass}>
            {words.labels.phone}
          </Label>
          <Input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            required
            placeholder="+91 98765 43210"
            onBlur={({ currentTarget: input }) =>
              void loadChecks().then(
                ({ showPhoneNumber }) => showPhoneNumber(input),
                () => undefined,
              )
            }
          />
          {error("phone")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`} className={labelClass}>
            {words.labels.email}
          </Label>
          <Input {...field("email")} type="email" autoComplete="email" placeholder={words.placeholders.email} />
          {error("email")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-city`} className={labelClass}>
            {words.labels.city}
          </Label>
          <Input {...field("city")} autoComplete="address-level2" required placeholder={words.placeholders.city} />
          {error("city")}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-service`} className={labelClass}>
          {words.labels.service}
        </Label>
        <Input
          {...field("service")}
          defaultValue={values.service ?? service}
          required
          list={`${id}-service-suggestions`}
          placeholder={words.placeholders.service}
          className="placeholder:text-[0.8125rem]"
        />
        <datalist id={`${id}-service-suggestions`}>
          {serviceNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {error("service")}
      </div>
      {variant === "full" ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`} className={labelClass}>
            {words.labels.message}
          </Label>
          <Textarea {...field("message")} rows={4} placeholder={words.placeholders.message} />
          {error("message")}
        </div>
      ) : null}
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input id={`${id}-website`} name={INQUIRY_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex items-start gap-2.5">
        <input
          id={`${id}-${MARKETING_CONSENT_FIELD}`}
          name={MARKETING_CONSENT_FIELD}
          type="checkbox"
          value={MARKETING_CONSENT_VALUE}
          defaultChecked={values[MARKETING_CONSENT_FIELD] === MARKETING_CONSENT_VALUE}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <Label htmlFor={`${id}-${MARKETING_CONSENT_FIELD}`} className={cn("font-normal leading-snug", labelClass)}>
          {words.consent}
        </Label>
      </div>
      <Button type="submit" variant="cta" size="lg" disabled={busy} className="w-full">
        {busy ? words.submitting : words.submit}
      </Button>
      <PrivacyNotice tone={tone} />
    </fetcher.Form>
  );
}

/**
 * The notice under every inquiry form: what is collected, why, for how long, and where to read more
 * or ask about it (India's DPDP Act and Rules). The full notice is a page, in English and Hindi.
 */
function PrivacyNotice({ tone }: { tone: "light" | "dark" }) {
  const { leadRetentionDays, privacyEmail } = useSite();
  const locale = useLocale();
  const words = useWords().inquiry.notice;
  // The period is its own text, between the words before and after it.
  const [before, after] = words.uses.split("{kept}");
  const link = cn("underline underline-offset-2", tone === "dark" ? "text-slate-100" : "text-foreground");
  return (
    <p className={cn("text-xs leading-relaxed", tone === "dark" ? "text-slate-300" : "text-muted-foreground")}>
      {before}
      {periodOfDays(leadRetentionDays, locale)}
      {after}{" "}
      <Link to={NOTICE_PATHS[locale]} className={link}>
        {words.notice}
      </Link>{" "}
      {/* On an English page the notice is offered in Hindi too. */}
      {locale === "en" ? (
        <>
          (
          <Link to={NOTICE_PATHS.hi} className={link} lang="hi" hrefLang="hi">
            हिंदी में
          </Link>
          ){" "}
        </>
      ) : null}
      ·{" "}
      <Link to="/privacy" className={link}>
        {words.policy}
      </Link>{" "}
      · {words.requests}{" "}
      <a href={`mailto:${privacyEmail}`} className={link}>
        {privacyEmail}
      </a>
    </p>
  );
}
