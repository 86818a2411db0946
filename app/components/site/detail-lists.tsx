import { CheckCircle2, TrendingUp } from "lucide-react";
import { useWords } from "~/content/words";
import { Section } from "./sections";

/** 'Benefits You'll Experience' and 'Performance Metrics'; each is left out when empty. */
export function BenefitsAndMetrics({ benefits, metrics }: { benefits: readonly string[]; metrics: readonly string[] }) {
  const copy = useWords().site.service;
  if (!benefits.length && !metrics.length) return null;
  return (
    <Section className="bg-muted/50">
      <div className="grid gap-12 lg:grid-cols-2">
        {benefits.length ? (
          <div>
            <h2 className="mb-6 text-2xl font-bold">{copy.benefits}</h2>
            <ul className="space-y-4">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span className="leading-7">{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {metrics.length ? (
          <div>
            <h2 className="mb-6 text-2xl font-bold">{copy.metrics}</h2>
            <ul className="space-y-4">
              {metrics.map((metric) => (
                <li key={metric} className="flex gap-3 rounded-lg border bg-background p-4">
                  <TrendingUp className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                  <span className="leading-7">{metric}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
