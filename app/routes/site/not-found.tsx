import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { logger } from "~/infrastructure/logger.server";
import { notFoundMeta, siteFromMatches } from "~/lib/seo";
import { notFoundCopyEn } from "~/content/not-found-copy";
import { useOptionalWords, wordsFromMatches } from "~/content/words";
import { localeOfPath, localePath, useLocale } from "~/lib/locale";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "404: page not found");
  return data(null, { status: 404 });
}

/** The page's name in its title, in each language. */
const NOT_FOUND_NAME = { en: "Page Not Found", hi: "पेज नहीं मिला" } as const;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const keywords = locale === "hi" ? wordsFromMatches(matches).pages.home.meta.keywords : undefined;
  return notFoundMeta(siteFromMatches(matches), NOT_FOUND_NAME[locale], locale, keywords);
};

export default function NotFound() {
  return <NotFoundView />;
}

/** The spec's 404; inside the admin area, with a second way out, `back` (the dashboard). */
export function NotFoundView({ back }: { back?: { to: string; label: string } }) {
  const locale = useLocale();
  // The admin area has no site frame, so no words from it: the spec's English 404.
  const copy = useOptionalWords()?.site.notFound ?? notFoundCopyEn;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="max-w-md text-muted-foreground">{copy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {back ? (
          <Button asChild size="lg">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={back ? "outline" : "default"}>
          <Link to={localePath(locale, "/")}>{copy.home}</Link>
        </Button>
      </div>
    </section>
  );
}
