import { useRouteLoaderData } from "react-router";
import { invariant } from "../lib/invariant";
import type { InquiryCopy } from "./inquiry-copy";
import type { PageCopy } from "./page-copy";
import type { SiteCopy } from "./site-copy";

/**
 * The words a public page is written in: the frame's, the inquiry form's and the main pages'. They
 * are data, not code: the site layout's loader reads them on the server (words.server.ts) in the
 * page's language and sends them with the page, so no page's script carries copy, in either language.
 */
export interface Words {
  site: SiteCopy;
  inquiry: InquiryCopy;
  pages: PageCopy;
}

/** The site layout's route id (app/routes.ts): its loader sends the page's words. */
export const SITE_LAYOUT_ROUTE = "routes/site/layout";

/** What the site layout's loader sends. */
export interface SiteLayoutData {
  words: Words;
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The words of the page being shown, where the site's frame is around it; undefined elsewhere (the admin area). */
export function useOptionalWords(): Words | undefined {
  return useRouteLoaderData<SiteLayoutData>(SITE_LAYOUT_ROUTE)?.words;
}

/** The words of the page being shown, inside the site's frame. */
export function useWords(): Words {
  const words = useOptionalWords();
  invariant(words, "the site layout's words are missing");
  return words;
}

/** The words, for a route's `meta`, from the matches React Router gives it. */
export function wordsFromMatches(matches: Matches): Words {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE)?.loaderData as SiteLayoutData | undefined;
  invariant(layout, "the site layout's words are missing");
  return layout.words;
}
