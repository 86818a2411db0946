import { useRouteLoaderData } from "react-router";
import { type InquiryCopy, inquiryCopyEn } from "./inquiry-copy";
import { type PageCopy, pageCopyEn } from "./page-copy";
import { type SiteCopy, siteCopyEn } from "./site-copy";

/**
 * The words a public page is written in: the frame's, the main pages' and the inquiry form's. The
 * English ones (the spec's) ship with the site's code; a Hindi page gets the Hindi ones in the site
 * layout's data (its loader, words.server.ts), so an English page carries no Hindi in its script.
 */
export interface Words {
  site: SiteCopy;
  pages: PageCopy;
  inquiry: InquiryCopy;
}

export const ENGLISH_WORDS: Words = { site: siteCopyEn, pages: pageCopyEn, inquiry: inquiryCopyEn };

/** The site layout's route id (app/routes.ts): its loader sends a Hindi page its words. */
export const SITE_LAYOUT_ROUTE = "routes/site/layout";

/** What the site layout's loader sends: a Hindi page's words, or none (English). */
export interface SiteLayoutData {
  words: Words | null;
}

/** The words of the page being shown; English outside the site (the admin's 404). */
export function useWords(): Words {
  return useRouteLoaderData<SiteLayoutData>(SITE_LAYOUT_ROUTE)?.words ?? ENGLISH_WORDS;
}

/** The same, for a route's `meta`, from the matches React Router gives it. */
export function wordsFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Words {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE)?.loaderData as SiteLayoutData | undefined;
  return layout?.words ?? ENGLISH_WORDS;
}
