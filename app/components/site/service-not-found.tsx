import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useWords } from "~/content/words";
import { localePath, useLocale } from "~/lib/locale";

/** The spec's view for a service or sub-service slug we have no page for (HTTP 404). */
export function ServiceNotFound() {
  const locale = useLocale();
  const copy = useWords().site;
  const notFound = copy.service.notFound;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{notFound.title}</h1>
      <p className="text-xl text-muted-foreground">{notFound.lead}</p>
      <p className="max-w-md text-muted-foreground">{notFound.text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={localePath(locale, "/services")}>{notFound.allServices}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localePath(locale, "/contact")}>{copy.nav.contactUs}</Link>
        </Button>
      </div>
    </section>
  );
}
