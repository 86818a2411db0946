import { type CSSProperties, Suspense, lazy, useEffect, useState } from "react";

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
  const { Toaster: Sonner } = await import("sonner");
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

export interface ToastMessage {
  title: string;
  description?: string;
  /** A link the toast offers (opens in a new tab), e.g. "Chat on WhatsApp" after an inquiry. */
  action?: { label: string; href: string; onClick?: () => void };
}

/** Shows a toast: "success" for confirmations, "error" for the spec's destructive toasts. */
export async function notify(kind: "success" | "error", message: ToastMessage): Promise<void> {
  wake?.();
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  const { action } = message;
  toast[kind](message.title, {
    description: message.description,
    action: action
      ? {
          label: action.label,
          onClick: () => {
            action.onClick?.();
            window.open(action.href, "_blank", "noopener,noreferrer");
          },
        }
      : undefined,
  });
}
