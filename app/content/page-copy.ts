import type { AboutCopy } from "./pages/about";
import type { ArticlesCopy } from "./pages/articles";
import type { CaseStudiesCopy } from "./pages/case-studies";
import type { ContactCopy } from "./pages/contact";
import type { HomeCopy } from "./pages/home";
import type { InquiryPageCopy } from "./pages/inquiry";
import type { ServicesCopy } from "./pages/services";

/**
 * The words of the main pages (and of those around what the dashboard holds): in English each in its own module under pages/, in Hindi all of
 * them in page-copy.hi.ts. The site layout sends a page the words of its language (words.server.ts).
 */
export interface PageCopy {
  home: HomeCopy;
  about: AboutCopy;
  contact: ContactCopy;
  inquiry: InquiryPageCopy;
  services: ServicesCopy;
  caseStudies: CaseStudiesCopy;
  articles: ArticlesCopy;
}
