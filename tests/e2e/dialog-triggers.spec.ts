// 'Get Started', 'Start Your Project' and the menu control: links that work without JavaScript,
// buttons announcing their dialog once the page is interactive, opened by Enter and by Space.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./site";

/** The trigger is a button that says it opens a dialog, and says whether it is open. */
async function expectDialogButton(trigger: Locator, expanded: boolean) {
  await expect(trigger).toHaveJSProperty("tagName", "BUTTON");
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await expect(trigger).toHaveAttribute("aria-expanded", String(expanded));
}

/** The page's scroll position once it has stopped moving (focusing scrolls smoothly). */
function settledScroll(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Opens the dialog from the keyboard with `key`, then closes it with Escape (focus back on the trigger). */
async function openWithKey(page: Page, trigger: Locator, dialog: Locator, key: "Enter" | " ") {
  await trigger.focus();
  const scrolled = await settledScroll(page);
  await page.keyboard.press(key);
  await expect(dialog).toBeVisible();
  await expectDialogButton(trigger, true);
  // Space on a link scrolls the page instead.
  expect(await settledScroll(page)).toBe(scrolled);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectDialogButton(trigger, false);
  await expect(trigger).toBeFocused();
}

const inquiryTriggers = [
  { path: "/", name: "Get Started" },
  { path: "/", name: "Start Your Project" },
  { path: "/services/seo", name: "Get Started" },
  { path: "/services/seo", name: "Start Your Project" },
  { path: "/sub-services/google-ads", name: "Get Started" },
  { path: "/sub-services/google-ads", name: "Start Your Project" },
];

for (const { path, name } of inquiryTriggers) {
  test(`'${name}' on ${path} is a button opening the inquiry dialog with Enter and with Space`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    // While the modal dialog is open, the rest of the page is hidden from assistive technology.
    const trigger = page.getByRole("button", { name, exact: true, includeHidden: true });
    await expectDialogButton(trigger, false);
    const dialog = page.getByRole("dialog", { name: "Let's grow your business" });
    await openWithKey(page, trigger, dialog, "Enter");
    await openWithKey(page, trigger, dialog, " ");
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu control is a button opening the drawer with Enter and with Space", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    const trigger = page.getByRole("button", { name: "Open menu", includeHidden: true });
    await expectDialogButton(trigger, false);
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await openWithKey(page, trigger, drawer, "Enter");
    await openWithKey(page, trigger, drawer, " ");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("'Get Started' and 'Start Your Project' are links to the contact form", async ({ page }) => {
    for (const name of ["Get Started", "Start Your Project"]) {
      await page.goto("/services/seo");
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(/\/contact#inquiry$/);
      await expect(page.locator("#inquiry").getByRole("button", { name: "Submit Inquiry" })).toBeVisible();
    }
  });

  test("the menu control is a link to the footer's navigation", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    await expect(
      page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Case Studies" }),
    ).toBeInViewport();
  });
});
