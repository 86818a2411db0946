import { Lightbulb, Target, Users } from "lucide-react";
import { ClosingCta, ContactUsButton, PageHero, Section, SectionHeading } from "~/components/site/sections";
import { fixedPageCard, pageTitle, pairedPage, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { localeOfPath, localePath } from "~/lib/locale";
import { useWords, wordsFromMatches } from "~/content/words";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { meta } = wordsFromMatches(matches).pages.about;
  return seo(site, {
    ...pairedPage(locale, "/about"),
    title: pageTitle(site, meta.name, locale),
    description: meta.description,
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard("/about", pageHeadings["/about"].title),
    jsonLd: [topLevelBreadcrumb(site, meta.name, localePath(locale, "/about"), locale)],
    keywords: meta.keywords,
  });
};

/** Each value's icon, in the order of the copy's values. */
const valueIcons = [Target, Users, Lightbulb];

export default function About() {
  const copy = useWords().pages.about;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-8 text-muted-foreground">
          <h2 className="text-3xl font-bold text-foreground">{copy.storyTitle}</h2>
          {copy.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section className="bg-muted/50">
        <SectionHeading eyebrow={copy.valuesEyebrow} title={copy.valuesTitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.values.map(({ title, text }, index) => {
            const Icon = valueIcons[index] ?? Target;
            return (
              <li key={title} className="rounded-xl border bg-background p-6">
                <Icon className="size-8 text-primary" aria-hidden />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 leading-7 text-muted-foreground">{text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section>
        <div className="mx-auto grid max-w-5xl gap-12 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">{copy.whatWeDoTitle}</h2>
            <p className="mt-4 leading-7 text-muted-foreground">{copy.whatWeDo}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold">{copy.missionTitle}</h2>
            <p className="mt-4 leading-7 text-muted-foreground">{copy.mission}</p>
          </div>
        </div>
      </Section>
      <ClosingCta title={copy.closingTitle} text={copy.closingText}>
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
