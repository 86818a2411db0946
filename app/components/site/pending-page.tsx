import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { matchPath, useLocation, useNavigation } from "react-router";
import type { SiteCopy } from "~/content/site-copy";
import { useWords } from "~/content/words";
import { englishPath } from "~/lib/locale";

/** How long a navigation may take before its loading state shows: faster ones never flash it. */
const SHOW_LOADING_AFTER_MS = 300;

type Loading = SiteCopy["loading"];

// The spec's loading states of the pages that read the database (section 2), in either language:
// a Hindi page's address is matched as its English one.
const loadingStates = [
  { path: "/articles", view: (words: Loading) => <p role="status">{words.articles}</p> },
  { path: "/articles/:slug", view: (words: Loading) => <p role="status">{words.article}</p> },
  {
    path: "/case-studies",
    view: (words: Loading) => (
      <div role="status">
        <LoaderCircle className="size-10 text-primary motion-safe:animate-spin" aria-hidden />
        <span className="sr-only">{words.caseStudies}</span>
      </div>
    ),
  },
];

/** Shows the loading state of the page being opened when it takes a while; otherwise the current page. */
export function PendingPage({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const words = useWords().site.loading;
  const target = navigation.location;
  const pending =
    navigation.state === "loading" && target && target.pathname !== location.pathname
      ? loadingStates.find((state) => matchPath(state.path, englishPath(target.pathname)))
      : undefined;
  const pendingKey = pending ? target?.key : undefined;

  const [slowKey, setSlowKey] = useState<string>();
  useEffect(() => {
    if (!pendingKey) return;
    const timer = window.setTimeout(() => setSlowKey(pendingKey), SHOW_LOADING_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);

  if (!pending || slowKey !== pendingKey) return children;
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-24 text-lg text-muted-foreground">
      {pending.view(words)}
    </section>
  );
}
