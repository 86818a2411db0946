import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the window matches a CSS media query, following it as the window changes. Undefined in
 * the server's HTML and while React hydrates it: until then CSS alone decides what is shown.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
