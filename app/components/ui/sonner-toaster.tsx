import { type CSSProperties, type ReactNode, useEffect } from "react";
import { Toaster, toast } from "sonner";
import { countTap } from "~/lib/contact-taps";
import type { ToastMessage } from "./toaster";

// sonner and what draws a toast, in one chunk loaded when the browser is idle or the first toast
// is shown (toaster.tsx): nothing of it is in the JavaScript a page needs to become interactive,
// and a toast shown after the connection dropped finds all of it loaded.

// sonner's rich colours give its success and error text about 4.3:1 on their backgrounds;
// these darker shades reach WCAG AA (4.5:1) for the toast's small text.
const toastColours = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(0, 100%, 38%)",
} as CSSProperties;

/** sonner's toaster as the site sets it up; `onMounted` tells toaster.tsx that toasts can be shown. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  // The spec: bottom-right, focus with Alt+T.
  // On a phone, toasts rise above the site's contact bar while it shows (app.css sets --toast-bottom).
  return (
    <Toaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
      style={toastColours}
      mobileOffset={{ bottom: "var(--toast-bottom, 16px)" }}
    />
  );
}

/** Shows a toast: "success" for confirmations, "error" for the spec's destructive toasts. */
export function showToast(kind: "success" | "error", message: ToastMessage): void {
  toast[kind](message.title, {
    description: toastDescription(message),
    duration: message.duration,
    action: message.action,
  });
}

/**
 * A toast's text, with the reference and the links below it when it has them. The text keeps an
 * element of its own, so it reads exactly as the spec words it.
 */
function toastDescription({ description, reference, referenceLabel, links: offered }: ToastMessage): ReactNode {
  const links = offered?.flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
  if (!reference && !links?.length) return description;
  return (
    <>
      {description ? <span className="block">{description}</span> : null}
      {reference ? (
        <span className="mt-1 block">
          {referenceLabel ?? "Your reference"}: <strong className="font-mono tracking-wide">{reference}</strong>
        </span>
      ) : null}
      {links?.length ? (
        <span className="mt-2.5 flex flex-wrap gap-2">
          {links.map(({ label, href, counted }) => (
            <a
              key={href}
              href={href}
              onClick={counted ? () => countTap(counted) : undefined}
              {...(href.startsWith("tel:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {label}
            </a>
          ))}
        </span>
      ) : null}
    </>
  );
}
