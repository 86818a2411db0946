// On a 390 px phone, what the forms say fits on screen: the service field's placeholder (the
// spec's wording) is shown whole in the dialog, the footer and the contact form.
import { type Locator } from "@playwright/test";
import { expect, test } from "./site";

const SERVICE_PLACEHOLDER = "e.g. Digital Marketing, Web Development, SEO";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The placeholder's width in its own font against the room inside the field, and that font's size. */
async function placeholderFit(input: Locator) {
  await expect(input).toHaveAttribute("placeholder", SERVICE_PLACEHOLDER);
  await input.evaluate(() => document.fonts.ready);
  return input.evaluate((el: HTMLInputElement) => {
    const field = getComputedStyle(el);
    const placeholder = getComputedStyle(el, "::placeholder");
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    context.letterSpacing = placeholder.letterSpacing === "normal" ? "0px" : placeholder.letterSpacing;
    return {
      text: context.measureText(el.placeholder).width,
      room: el.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight),
      fontSize: parseFloat(placeholder.fontSize),
    };
  });
}

async function expectWholePlaceholder(where: string, input: Locator) {
  const fit = await placeholderFit(input);
  expect(fit.text, `${where}: a ${Math.round(fit.text)} px placeholder in a ${fit.room} px field`).toBeLessThanOrEqual(
    fit.room,
  );
  expect(fit.fontSize, `${where}: placeholder font size`).toBeGreaterThanOrEqual(12);
}

test("the service placeholder is shown whole in the dialog, the footer and the contact form", async ({ page }) => {
  await page.goto("/contact");
  await expectWholePlaceholder("contact form", page.locator("#inquiry").getByLabel("Service Interested In *"));
  await expectWholePlaceholder("footer form", page.getByRole("contentinfo").getByLabel("Service Interested In *"));
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).click();
  await expectWholePlaceholder("dialog", page.getByRole("dialog").getByLabel("Service Interested In *"));
});
