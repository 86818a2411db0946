import { describe, expect, it } from "vitest";
import { englishPath, hasHindiTwin, linkIn, localeOfPath, localeOfRequest, localePath } from "./locale";

describe("the site's two languages", () => {
  it("reads a page's language from its address, and a navigation's data request's too", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/services/seo")).toBe("hi");
    expect(localeOfPath("/hindi-tips")).toBe("en");
    expect(localeOfPath("/privacy/notice/hi")).toBe("en");
    // A client-side navigation to the Hindi home page asks for "/hi.data".
    expect(localeOfRequest(new Request("http://localhost/hi.data?_routes=hi%2Fhome"))).toBe("hi");
    expect(localeOfRequest(new Request("http://localhost/hi/about.data"))).toBe("hi");
    expect(localeOfRequest(new Request("http://localhost/_root.data"))).toBe("en");
  });

  it("puts a page's Hindi twin under /hi, and links only to twins that exist", () => {
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/#services")).toBe("/hi#services");
    expect(englishPath("/hi")).toBe("/");
    expect(englishPath("/hi/contact")).toBe("/contact");
    expect(hasHindiTwin("/services/seo")).toBe(true);
    expect(hasHindiTwin("/sub-services/technical-seo")).toBe(true);
    expect(hasHindiTwin("/articles/category/seo")).toBe(true);
    // An article or a case study has a twin only when the agency wrote one: its page names it.
    expect(hasHindiTwin("/articles/google-ads-for-clinics")).toBe(false);
    expect(hasHindiTwin("/case-studies/smilecraft-dental-pune")).toBe(false);
    expect(hasHindiTwin("/terms")).toBe(false);
    expect(linkIn("hi", "/about")).toBe("/hi/about");
    expect(linkIn("hi", "/case-studies")).toBe("/hi/case-studies");
    expect(linkIn("hi", "/your-data")).toBe("/your-data");
  });
});
