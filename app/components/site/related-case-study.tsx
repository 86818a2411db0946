import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { fill } from "~/content/site-copy";
import { useWords } from "~/content/words";
import { localePath, useLocale } from "~/lib/locale";
import type { HomeProof } from "./home-page";
import { Section, SectionHeading } from "./sections";

/** What a service page shows of the case study related to it: what the home page's strip shows, and its results. */
type RelatedCaseStudyCard = Omit<HomeProof["caseStudies"][number], "id"> & { results: string };

/** A service page's proof: one featured case study in its language, of this service (or of its category), linked to its page. */
export function RelatedCaseStudy({ caseStudy }: { caseStudy: RelatedCaseStudyCard }) {
  const locale = useLocale();
  const copy = useWords().site;
  return (
    <Section aria-labelledby="related-case-study" className="bg-muted/50">
      <SectionHeading
        id="related-case-study"
        eyebrow={copy.service.caseStudy}
        title={fill(copy.service.whatItDidFor, { client: caseStudy.clientName })}
      />
      {/* One link, named by the title alone; it covers the card, so the whole card opens the page. */}
      <div className="relative mx-auto grid max-w-4xl gap-4 rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:grid-cols-[auto_1fr] sm:gap-8 sm:p-8">
        {caseStudy.headlineFigure ? (
          <p className="flex flex-col">
            <span className="text-5xl font-extrabold tracking-tight text-primary">{caseStudy.headlineFigure}</span>
            <span className="mt-1 max-w-48 text-sm font-medium text-pretty">{caseStudy.headlineLabel}</span>
          </p>
        ) : null}
        <div>
          <h3 className="text-lg font-semibold text-pretty">
            <Link
              to={localePath(locale, `/case-studies/${caseStudy.slug}`)}
              className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none"
            >
              {caseStudy.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {caseStudy.clientName} · {caseStudy.industry}
          </p>
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-muted-foreground">{caseStudy.results}</p>
          <span aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
            {copy.readTheCaseStudy} <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </Section>
  );
}
