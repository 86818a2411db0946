import { type CSSProperties, Suspense, lazy, useEffect, useState } from "react";
import type { ContactChannel } from "~/lib/contact-taps";

// sonner is loaded when the browser is idle or when the first toast is shown,
// so it is not part of the JavaScript a page needs to become interactive.
let wake: (() => void) | undefined;
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

// sonner's rich colours give its success and error text about 4.3:1 on their backgrounds;
// these darker shades reach WCAG AA (4.5:1) for the toast's small text.
const toastColours = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(0, 100%, 38%)",
} as CSSProperties;

const LazyToaster = lazy(async () => {
  // The toast body comes with sonner: a toast shown after the connection dropped needs both.
  const [{ Toaster: Sonner }] = await Promise.all([import("sonner"), import("./toast-body")]);
  function MountedToaster() {
    useEffect(() => markMounted(), []);
    // The spec: bottom-right, focus with Alt+T.
    // On a phone, toasts rise above the site's contact bar while it shows (app.css sets --toast-bottom).
    return (
      <Sonner
        position="bottom-right"
        hotkey={["altKey", "KeyT"]}
        richColors
        closeButton
        style={toastColours}
        mobileOffset={{ bottom: "var(--toast-bottom, 16px)" }}
      />
    );
  }
  return { default: MountedToaster };
});

export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    wake = () => setReady(true);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => setReady(true));
    return () => {
      wake = undefined;
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

export interface ToastLink {
  label: string;
  /** A web address opens in a new tab; a `tel:` link opens the phone's dialler; none: not shown. */
  href: string | null;
  /** The contact shortcut a tap on it counts as. */
  counted?: ContactChannel;
}

export interface ToastMessage {
  title: string;
  description?: string;
  /** What the person may quote later (an enquiry's reference), on a line of its own below the text. */
  reference?: string;
  /** Ways on from here, as buttons below the text ("Chat on WhatsApp", "Call us"). */
  links?: readonly ToastLink[];
  /** How long it stays, in milliseconds, unless dismissed; sonner's 4 s otherwise. */
  duration?: number;
}

/** Shows a toast: "success" for confirmations, "error" for the spec's destructive toasts. */
export async function notify(kind: "success" | "error", message: ToastMessage): Promise<void> {
  wake?.();
  // The body with a reference or links is drawn by a module loaded with sonner, not with the page.
  const [{ toast }, { toastDescription }] = await Promise.all([import("sonner"), import("./toast-body"), mounted]);
  toast[kind](message.title, { description: toastDescription(message), duration: message.duration });
}
