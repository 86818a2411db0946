/**
 * The spec's 404 in English: the site's frame sends it with the other words (site-copy.ts), and the
 * admin area, which has no site frame, shows it from here.
 */
export const notFoundCopyEn = {
  title: "Oops! Page not found",
  text: "The page you are looking for has moved or never existed.",
  home: "Return to Home",
};
