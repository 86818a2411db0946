import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { THEME_STORAGE_KEY, type Theme } from "~/lib/theme";

const systemDark = () => matchMedia("(prefers-color-scheme: dark)");

function shownTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

/**
 * The theme on <html>, kept in step with the system setting while the visitor has not chosen
 * (a phone switching to dark at sunset switches the open page too).
 */
function subscribe(changed: () => void) {
  const media = systemDark();
  const followSystem = () => {
    if (storedChoice()) return;
    document.documentElement.dataset.theme = media.matches ? "dark" : "light";
    changed();
  };
  media.addEventListener("change", followSystem);
  window.addEventListener("storage", changed);
  return () => {
    media.removeEventListener("change", followSystem);
    window.removeEventListener("storage", changed);
  };
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function choose(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribeAll(changed: () => void) {
  listeners.add(changed);
  const stop = subscribe(changed);
  return () => {
    listeners.delete(changed);
    stop();
  };
}

/**
 * Switches between the light and dark themes. The server does not know the visitor's theme, so the
 * button appears once the page runs its script (the theme itself is applied before the first paint).
 */
export function ThemeSwitch({
  className,
  label = "Dark theme",
}: {
  className?: string;
  /** Its name, in the page's language. */
  label?: string;
}) {
  const theme = useSyncExternalStore(subscribeAll, shownTheme, () => null);
  if (!theme) return <span className={cn("inline-block size-10", className)} aria-hidden />;
  const dark = theme === "dark";
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      aria-pressed={dark}
      onClick={() => choose(dark ? "light" : "dark")}
    >
      {dark ? <Moon className="size-5" aria-hidden /> : <Sun className="size-5" aria-hidden />}
    </Button>
  );
}
