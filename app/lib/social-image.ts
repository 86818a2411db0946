import { type ImageInfo, variantName } from "./image-variants";

/**
 * A page's own image for social cards: the 1280-pixel WebP (or the largest one, if the
 * original was smaller), with its size; a pasted address as it is; none without an image.
 */
export function socialImage(
  image: ImageInfo | undefined,
  imageUrl: string | null,
): { url: string; width?: number; height?: number } | null {
  if (!image?.variants.length) return imageUrl ? { url: imageUrl } : null;
  const width = image.variants.includes(1280) ? 1280 : Math.max(...image.variants);
  const height = image.width && image.height ? Math.round((image.height * width) / image.width) : undefined;
  return { url: variantName(image.url, width), width, height };
}
