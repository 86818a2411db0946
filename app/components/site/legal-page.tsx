import type { LegalSection } from "~/content/schema";
import { useSite } from "~/lib/site";
import { PageHero, Section } from "./sections";

/** `lastUpdated`: the month of the text's last revision, as the page says it. */
export function LegalPage({
  title,
  sections,
  lastUpdated,
}: {
  title: string;
  sections: readonly LegalSection[];
  lastUpdated: string;
}) {
  const { adminEmail, privacyEmail, siteUrl } = useSite();
  const fill = (text: string) =>
    text.replaceAll("{email}", adminEmail).replaceAll("{privacyEmail}", privacyEmail).replaceAll("{siteUrl}", siteUrl);
  return (
    <>
      <PageHero title={title} subtitle={`Last updated: ${lastUpdated}`} />
      <Section className="pt-0 md:pt-0">
        <ol className="mx-auto max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <h2 className="text-2xl font-bold">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-4 leading-7 text-muted-foreground">
                  {fill(p)}
                </p>
              ))}
              {section.bullets ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
                  {section.bullets.map((b) => (
                    <li key={b}>{fill(b)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-12 max-w-3xl text-muted-foreground">
          Questions? Write to{" "}
          <a className="font-medium text-primary underline" href={`mailto:${adminEmail}`}>
            {adminEmail}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
