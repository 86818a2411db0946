// The public lists of articles (the Articles page, a category's page) and their pages: plain
// functions with no imports, so the public pages' scripts carry nothing of the admin's forms.

/** Articles on each page of a list. */
export const ARTICLES_PER_PAGE = 12;

/** A category's page. */
export const categoryPath = (slug: string) => `/articles/category/${slug}`;

/** Which page of a list `?page=` asks for: 1 when absent; null for anything but a whole number from 1. */
export function listPage(query: URLSearchParams): number | null {
  const asked = query.get("page");
  if (asked === null) return 1;
  return /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
}

/** A list page's own address: `?page=N` from the second page on. */
export const listPagePath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
