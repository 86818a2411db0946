import { fitDescription } from "~/lib/seo";

/** A case study's search title and description when none is written: its title, and its figure and results made to fit. */
export const caseStudySearchDefaults = (caseStudy: {
  title: string;
  headlineFigure: string | null;
  headlineLabel: string | null;
  results: string;
}) => ({
  headline: caseStudy.title,
  description: fitDescription(
    caseStudy.headlineFigure ? `${caseStudy.headlineFigure} ${caseStudy.headlineLabel}: ${caseStudy.title}.` : "",
    caseStudy.results,
  ),
});
