import { describe, expect, it } from "vitest";
import { hindiSubServiceSchema, type SubService } from "../schema";
import { languageProblems } from "../../../tests/support/language-pairs";

// Each file of sub-service pages and its Hindi twin beside it (seo.ts and seo.hi.ts), held to the
// rules of the site's Hindi copy (app/content/languages.ts).
const english = import.meta.glob<SubService[]>(["./*.ts", "!./*.hi.ts", "!./*.test.ts"], {
  eager: true,
  import: "subServices",
});
const hindi = import.meta.glob<Record<string, unknown>>("./*.hi.ts", { eager: true, import: "subServicesInHindi" });

const nameOf = (file: string) => file.replace(/^\.\//, "").replace(/\.ts$/, "");
const wordsOf = ({ slug: _slug, serviceSlug: _service, ...words }: SubService) => words;

describe.each(Object.keys(english).map(nameOf))("the Hindi twin of %s.ts", (name) => {
  it("has every page in Hindi words, card for card, with no English left in", () => {
    const pages = english[`./${name}.ts`] ?? [];
    const twins = hindi[`./${name}.hi.ts`] ?? {};
    expect(Object.keys(twins)).toEqual(pages.map((page) => page.slug));
    for (const page of pages) {
      expect(hindiSubServiceSchema.safeParse(twins[page.slug]).error, page.slug).toBeUndefined();
      expect(languageProblems(wordsOf(page), twins[page.slug], page.slug)).toEqual([]);
    }
  });
});
