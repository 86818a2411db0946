/**
 * An uploaded image is stored once as sent (cleaned) and again as WebP in several widths, for
 * `srcset`. The upload writes the variants under these names and the pages ask for them by the
 * same rule, so this module is the one place that knows it (shared by the server and the browser).
 */

/** Widths of the WebP versions made for `srcset`; none is wider than the original. */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;

/**
 * The WebP version of `width` beside an original: works on a storage key ("3f2c.jpg") and on its
 * public URL ("/uploads/articles/3f2c.jpg", "https://cdn.example/articles/3f2c.jpg") alike.
 */
export function variantName(original: string, width: number): string {
  return `${original.replace(/\.[a-z0-9]+$/i, "")}-${width}.webp`;
}

/** Every file one upload stored: the original and each of its variants. */
export function uploadFiles(key: string, variants: readonly number[]): string[] {
  return [key, ...variants.map((width) => variantName(key, width))];
}

/** What a page needs to show an image: its address, its size and the widths stored beside it. */
export interface ImageInfo {
  url: string;
  width?: number;
  height?: number;
  /** Widths of WebP versions beside the original (none for pasted external URLs). */
  variants: number[];
}
