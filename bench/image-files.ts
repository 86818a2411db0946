import sharp from "sharp";

/**
 * The largest images the upload accepts, and just past it, made on the spot for
 * `npm run bench:uploads` and the upload tests.
 */

/** An animated GIF of solid frames, each its own shade (so none is merged): a few KB on the wire, width × height × frames pixels decoded. */
export function animatedGif(width: number, height: number, frames: number) {
  const pixels = Buffer.concat(Array.from({ length: frames }, (_, i) => Buffer.alloc(width * height * 3, 16 + i * 8)));
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ loop: 0, effort: 1, colours: 2, dither: 0 })
    .toBuffer();
}

/** A JPEG photo-like enough to need real decoding: overlapping coloured circles on a plain ground. */
export function photo(width: number, height: number) {
  const circles = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 997) % width}" cy="${(i * 613) % height}" r="${(width / 40) * (1 + i / 10)}" fill="hsl(${i * 37},70%,50%)" opacity="0.6"/>`,
  );
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${circles.join("")}</svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: "#e0d8c8" }, limitInputPixels: false })
    .composite([{ input: svg, limitInputPixels: false }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
