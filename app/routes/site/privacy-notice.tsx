import { Link, data } from "react-router";
import { PageHero, Section } from "~/components/site/sections";
import { privacyNotice } from "~/content/privacy-notice";
import { NOTICE_PATHS, type NoticeLanguage, periodOfDays } from "~/features/inquiries/consent-notice";
import { breadcrumbJsonLd, fixedPageCard, pageTitle, seo, siteFromMatches } from "~/lib/seo";
import { useSite } from "~/lib/site";
import { deskSettings } from "~/features/data-rights/index.server";
import { databaseContext } from "~/infrastructure/context";
import type { LanguageTwinHandle } from "~/components/site/language-switch";
import type { Route } from "./+types/privacy-notice";

// The full notice the inquiry forms link to: /privacy/notice in English, /privacy/notice/hi in Hindi.
const languageOf = (param: string | undefined): NoticeLanguage | undefined =>
  param === undefined ? "en" : param === "hi" ? "hi" : undefined;

/** The notice's twin is the notice in the other language. */
export const handle = {
  languageTwin: (data) => {
    const language = (data as { language?: NoticeLanguage } | undefined)?.language;
    if (!language) return undefined;
    const other: NoticeLanguage = language === "hi" ? "en" : "hi";
    return { locale: other, path: NOTICE_PATHS[other] };
  },
} satisfies LanguageTwinHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf(params.lang);
  if (!language) throw data(null, { status: 404, statusText: "Not Found" });
  // The person who answers questions about processing, as the owner named them on Settings.
  const { contactName } = await deskSettings(context.get(databaseContext).db);
  return { language, contactName };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const language = loaderData?.language ?? "en";
  return seo(site, {
    locale: language,
    languages: NOTICE_PATHS,
    title: pageTitle(site, privacyNotice[language].title, language),
    description:
      language === "hi"
        ? "पूछताछ फ़ॉर्म से भेजी गई जानकारी: क्या, किस लिए, कितने समय तक, सहमति कैसे वापस लें और शिकायत कहाँ करें।"
        : "What we collect through the enquiry forms, why, for how long, how to withdraw consent, your rights and how to complain.",
    path: NOTICE_PATHS[language],
    image: fixedPageCard(NOTICE_PATHS[language], privacyNotice[language].title),
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Privacy Policy", path: "/privacy" },
        { name: privacyNotice[language].title, path: NOTICE_PATHS[language] },
      ]),
    ],
    keywords: ["privacy notice", "DPDP Act 2023", "consent"],
  });
};

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { language, contactName } = loaderData;
  const notice = privacyNotice[language];
  const site = useSite();
  const fill = (text: string) =>
    text
      .replaceAll("{brand}", site.brand)
      .replaceAll("{kept}", periodOfDays(site.leadRetentionDays, language))
      .replaceAll("{email}", site.privacyEmail);
  const other: NoticeLanguage = language === "hi" ? "en" : "hi";
  return (
    <div lang={language}>
      <PageHero title={notice.title} subtitle={fill(notice.intro)} />
      <Section className="pt-0 md:pt-0">
        <div className="mx-auto max-w-3xl">
          <p>
            <Link to={NOTICE_PATHS[other]} lang={other} hrefLang={other} className="font-medium text-primary underline">
              {notice.otherLanguage}
            </Link>
          </p>
          {notice.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-7 text-muted-foreground">
                  {fill(paragraph)}
                </p>
              ))}
            </section>
          ))}
          <section className="mt-10">
            <h2 className="text-2xl font-bold">{language === "hi" ? "आपका डेटा" : "Your data"}</h2>
            <p className="mt-4 leading-7 text-muted-foreground">
              {language === "hi"
                ? "अपना डेटा देखने, सुधारने या मिटवाने, किसी को अपनी ओर से नामित करने या शिकायत दर्ज करने के लिए "
                : "To see, correct or erase your data, nominate someone to act for you, or raise a grievance, use "}
              <Link to="/your-data" className="font-medium text-primary underline">
                {language === "hi" ? "Your data पेज का इस्तेमाल करें" : "the Your data page"}
              </Link>
              {language === "hi" ? "।" : "."}{" "}
              {contactName
                ? language === "hi"
                  ? `डेटा के इस्तेमाल से जुड़े सवालों का जवाब ${contactName} देते हैं: ${site.privacyEmail}`
                  : `${contactName} answers questions about how we use your data: ${site.privacyEmail}`
                : null}
            </p>
          </section>
          <p className="mt-12 text-muted-foreground">
            <Link to="/privacy" className="font-medium text-primary underline">
              {language === "hi" ? "पूरी गोपनीयता नीति (अंग्रेज़ी में)" : "The full privacy policy"}
            </Link>
          </p>
        </div>
      </Section>
    </div>
  );
}
