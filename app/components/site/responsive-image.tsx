/** An image and what the server knows of it (the media feature's image info fits this). */
export interface ResponsiveImageSource {
  url: string;
  width?: number;
  height?: number;
  /** Widths of WebP versions beside the original (none for pasted external URLs). */
  variants: number[];
}

export function variantUrl(url: string, width: number): string {
  return url.replace(/\.[a-z0-9]+$/i, `-${width}.webp`);
}

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
  image: ResponsiveImageSource;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const largest = image.variants.at(-1);
  return (
    <img
      src={largest ? variantUrl(image.url, largest) : image.url}
      srcSet={
        image.variants.length ? image.variants.map((w) => `${variantUrl(image.url, w)} ${w}w`).join(", ") : undefined
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
