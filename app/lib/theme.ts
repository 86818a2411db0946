// The site's light and dark themes, shared by the page's head script and the switch. The script
// runs like the page's other inline scripts: by the response's nonce, or by its hash in a page
// rendered for many visitors.

/** Where the visitor's choice is kept: in their browser only, never a cookie (cached pages stay the same for everyone). */
export const THEME_STORAGE_KEY = "theme";

export type Theme = "light" | "dark";

/**
 * Runs in <head> before the first paint: the kept choice, or else the system setting, on
 * <html data-theme>. Storage may be blocked (private modes, policies): then the system decides.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.dataset.theme=t})()`;
