import { type ImageInfo, variantName } from "~/lib/image-variants";

/**
 * An uploaded image in the width the layout needs (WebP srcset), with its size reserved
 * so nothing shifts. `priority` for the largest image above the fold; others load lazily.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageInfo;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const largest = image.variants.at(-1);
  return (
    <img
      src={largest ? variantName(image.url, largest) : image.url}
      srcSet={
        image.variants.length ? image.variants.map((w) => `${variantName(image.url, w)} ${w}w`).join(", ") : undefined
      }
      sizes={image.variants.length ? sizes : undefined}
      width={image.width ?? 1600}
      height={image.height ?? 900}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
