import { Suspense, lazy, useEffect, useState } from "react";
import type { ContactChannel } from "~/lib/contact-taps";

// sonner is loaded when the browser is idle or when the first toast is shown,
// so it is not part of the JavaScript a page needs to become interactive.
let wake: (() => void) | undefined;
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const LazyToaster = lazy(() => import("./sonner-toaster"));

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
      <LazyToaster onMounted={markMounted} />
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
  /** The words before the reference ("Your reference" unless said: a Hindi page says it in Hindi). */
  referenceLabel?: string;
  /** Ways on from here, as buttons below the text ("Chat on WhatsApp", "Call us"). */
  links?: readonly ToastLink[];
  /** How long it stays, in milliseconds, unless dismissed; sonner's 4 s otherwise. */
  duration?: number;
  /** One button that acts at once ("Undo" after a switch saved at once); the toast closes with it. */
  action?: { label: string; onClick: () => void };
}

/** Shows a toast: "success" for confirmations, "error" for the spec's destructive toasts. */
export async function notify(kind: "success" | "error", message: ToastMessage): Promise<void> {
  wake?.();
  const [{ showToast }] = await Promise.all([import("./sonner-toaster"), mounted]);
  showToast(kind, message);
}
