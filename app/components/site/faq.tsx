import { ChevronDown } from "lucide-react";
import type { Faq } from "~/content/schema";
import { useWords } from "~/content/words";
import { Section, SectionHeading } from "./sections";

/**
 * 'Frequently asked questions' as native disclosures: they open without JavaScript, and screen
 * readers announce each question as expanded or collapsed. The page's FAQPage data must carry the
 * same `faqs`.
 */
export function FaqSection({ faqs }: { faqs: readonly Faq[] }) {
  const { site } = useWords();
  return (
    <Section aria-labelledby="faq-heading">
      <SectionHeading id="faq-heading" title={site.service.faqs} />
      <div className="mx-auto max-w-3xl divide-y rounded-xl border bg-card">
        {faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-4 py-4 text-left font-semibold hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-6 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0">{faq.question}</span>
              <ChevronDown
                className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden
              />
            </summary>
            <p className="px-4 pb-5 leading-7 text-muted-foreground sm:px-6">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
