import { z } from "zod";
import type { Locale } from "../lib/locale";
import {
  type SubService,
  hindiServiceSchema,
  hindiSubServiceSchema,
  legalSectionSchema,
  type Service,
  serviceSchema,
  subServiceSchema,
} from "./schema";
import { serviceCategoriesInHindi, servicesInHindi } from "./services.hi";
import { privacy as privacyData, terms as termsData } from "./legal";
import { services as serviceData } from "./services";
import { subServices as aiAutomation } from "./sub-services/ai-automation";
import { subServices as aiChatbots } from "./sub-services/ai-chatbots";
import { subServices as aiContent } from "./sub-services/ai-content";
import { subServices as aiDesign } from "./sub-services/ai-design";
import { subServices as aiSeoAutomation } from "./sub-services/ai-seo-automation";
import { subServices as aiSeoContent } from "./sub-services/ai-seo-content";
import { subServices as analytics } from "./sub-services/analytics";
import { subServices as branding } from "./sub-services/branding";
import { subServices as contentMarketing } from "./sub-services/content-marketing";
import { subServices as ecommerce } from "./sub-services/ecommerce";
import { subServices as emailMarketing } from "./sub-services/email-marketing";
import { subServices as growthMarketing } from "./sub-services/growth-marketing";
import { subServices as landingPages } from "./sub-services/landing-pages";
import { subServices as mobileDesign } from "./sub-services/mobile-design";
import { subServices as performanceMarketing } from "./sub-services/performance-marketing";
import { subServices as seo } from "./sub-services/seo";
import { subServices as socialMedia } from "./sub-services/social-media";
import { subServices as voiceVisualSeo } from "./sub-services/voice-visual-seo";
import { subServices as webDevelopment } from "./sub-services/web-development";
import { subServicesInHindi as aiAutomationInHindi } from "./sub-services/ai-automation.hi";
import { subServicesInHindi as aiChatbotsInHindi } from "./sub-services/ai-chatbots.hi";
import { subServicesInHindi as aiContentInHindi } from "./sub-services/ai-content.hi";
import { subServicesInHindi as aiDesignInHindi } from "./sub-services/ai-design.hi";
import { subServicesInHindi as aiSeoAutomationInHindi } from "./sub-services/ai-seo-automation.hi";
import { subServicesInHindi as aiSeoContentInHindi } from "./sub-services/ai-seo-content.hi";
import { subServicesInHindi as analyticsInHindi } from "./sub-services/analytics.hi";
import { subServicesInHindi as brandingInHindi } from "./sub-services/branding.hi";
import { subServicesInHindi as contentMarketingInHindi } from "./sub-services/content-marketing.hi";
import { subServicesInHindi as ecommerceInHindi } from "./sub-services/ecommerce.hi";
import { subServicesInHindi as emailMarketingInHindi } from "./sub-services/email-marketing.hi";
import { subServicesInHindi as growthMarketingInHindi } from "./sub-services/growth-marketing.hi";
import { subServicesInHindi as landingPagesInHindi } from "./sub-services/landing-pages.hi";
import { subServicesInHindi as mobileDesignInHindi } from "./sub-services/mobile-design.hi";
import { subServicesInHindi as performanceMarketingInHindi } from "./sub-services/performance-marketing.hi";
import { subServicesInHindi as seoInHindi } from "./sub-services/seo.hi";
import { subServicesInHindi as socialMediaInHindi } from "./sub-services/social-media.hi";
import { subServicesInHindi as voiceVisualSeoInHindi } from "./sub-services/voice-visual-seo.hi";
import { subServicesInHindi as webDevelopmentInHindi } from "./sub-services/web-development.hi";

// Parsed when the module loads, so invalid content fails the build (prerendering imports it).
export const services = z.array(serviceSchema).parse(serviceData);
export const subServices = z
  .array(subServiceSchema)
  .parse([
    ...socialMedia,
    ...performanceMarketing,
    ...emailMarketing,
    ...contentMarketing,
    ...growthMarketing,
    ...branding,
    ...webDevelopment,
    ...ecommerce,
    ...mobileDesign,
    ...landingPages,
    ...seo,
    ...analytics,
    ...aiSeoContent,
    ...aiSeoAutomation,
    ...voiceVisualSeo,
    ...aiChatbots,
    ...aiContent,
    ...aiDesign,
    ...aiAutomation,
  ]);
export const terms = z.array(legalSectionSchema).length(10).parse(termsData);
// The spec's eleven sections, and one on consent, recipients and complaints (India's DPDP Rules).
export const privacy = z.array(legalSectionSchema).length(12).parse(privacyData);

const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
const subServiceBySlug = new Map(subServices.map((s) => [s.slug, s]));

export const getService = (slug: string | undefined) => (slug ? serviceBySlug.get(slug) : undefined);

const hindiServices = z.record(z.string(), hindiServiceSchema).parse(servicesInHindi);

/**
 * A service as its page in `locale` shows it, with its practice's name in that language and its
 * English name (what its social card draws: the card's font has no Devanagari).
 */
export type LocalService = Service & { categoryName: string; englishTitle: string };

/**
 * The service at `slug` in `locale`: in Hindi its Hindi words over the English page, each card
 * still linking to its sub-service.
 */
export function serviceIn(locale: Locale, slug: string | undefined): LocalService | undefined {
  const service = getService(slug);
  if (!service) return undefined;
  if (locale === "en") return { ...service, categoryName: service.category, englishTitle: service.title };
  const hindi = hindiServices[service.slug];
  if (!hindi) return undefined;
  return {
    ...service,
    ...hindi,
    categoryName: serviceCategoriesInHindi[service.category],
    englishTitle: service.title,
    features: service.features.map((feature, index) => ({ ...feature, ...hindi.features[index] })),
  };
}

/** Every service in `locale`, in the English order. */
export const servicesIn = (locale: Locale): LocalService[] =>
  services.flatMap((service) => serviceIn(locale, service.slug) ?? []);
export const getSubService = (slug: string | undefined) => (slug ? subServiceBySlug.get(slug) : undefined);

// Each sub-service page's Hindi words, by slug (a file beside each English one: seo.hi.ts).
const hindiSubServices = z.record(z.string(), hindiSubServiceSchema).parse({
  ...socialMediaInHindi,
  ...performanceMarketingInHindi,
  ...emailMarketingInHindi,
  ...contentMarketingInHindi,
  ...growthMarketingInHindi,
  ...brandingInHindi,
  ...webDevelopmentInHindi,
  ...ecommerceInHindi,
  ...mobileDesignInHindi,
  ...landingPagesInHindi,
  ...seoInHindi,
  ...analyticsInHindi,
  ...aiSeoContentInHindi,
  ...aiSeoAutomationInHindi,
  ...voiceVisualSeoInHindi,
  ...aiChatbotsInHindi,
  ...aiContentInHindi,
  ...aiDesignInHindi,
  ...aiAutomationInHindi,
});

/** A sub-service as its page in `locale` shows it, with its English name (what its social card draws). */
export type LocalSubService = SubService & { englishTitle: string };

/** The sub-service at `slug` in `locale`: in Hindi its Hindi words over the English page. */
export function subServiceIn(locale: Locale, slug: string | undefined): LocalSubService | undefined {
  const subService = getSubService(slug);
  if (!subService) return undefined;
  if (locale === "en") return { ...subService, englishTitle: subService.title };
  const hindi = hindiSubServices[subService.slug];
  return hindi && { ...subService, ...hindi, englishTitle: subService.title };
}
