import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import type { Database } from "#database/client.server";
import { uploads } from "#database/schema";
import { uploadFiles, variantName, variantWidths } from "~/lib/image-variants";
import type { Bucket, Storage } from "~/infrastructure/storage.server";

export const MAX_DIMENSION = 8000;
const MAX_PIXELS = 40_000_000;

const formats = {
  jpeg: { ext: ["jpg", "jpeg"], type: "image/jpeg" },
  png: { ext: ["png"], type: "image/png" },
  webp: { ext: ["webp"], type: "image/webp" },
  heif: { ext: ["avif"], type: "image/avif" },
  gif: { ext: ["gif"], type: "image/gif" },
} as const;
type Format = keyof typeof formats;

export class ImageRejectedError extends Error {}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  variants: number[];
}

/**
 * Checks an uploaded file by its content (not its name), strips metadata such as GPS,
 * stores the cleaned original and resized WebP versions, and records them.
 */
export async function storeImage(
  deps: { db: Database; storage: Storage; maxBytes: number },
  bucket: Bucket,
  file: { name: string; bytes: Buffer },
): Promise<StoredImage> {
  if (file.bytes.length === 0) throw new ImageRejectedError("The file is empty.");
  if (file.bytes.length > deps.maxBytes) {
    throw new ImageRejectedError(
      `The file is ${formatMb(file.bytes.length)}; the limit is ${formatMb(deps.maxBytes)}.`,
    );
  }
  const image = await oneAtATime(() => processImage(file));
  const kind = formats[image.format];
  const nameExt = path.extname(file.name).slice(1).toLowerCase();
  const ext = (kind.ext as readonly string[]).includes(nameExt) ? nameExt : kind.ext[0];
  const key = `${randomUUID()}.${ext}`;

  const variants = [...image.variants.keys()];
  const url = deps.storage.publicUrl(bucket, key);
  // The row comes first: whatever stops this upload halfway (a full disk, a storage outage, the
  // process ending), the files it wrote are on record, unclaimed, and the sweep removes them.
  const [upload] = await deps.db
    .insert(uploads)
    .values({ bucket, key, url, width: image.width, height: image.height, variants })
    .returning({ id: uploads.id });
  try {
    await deps.storage.put(bucket, key, image.cleaned, kind.type);
    for (const [width, webp] of image.variants)
      await deps.storage.put(bucket, variantName(key, width), webp, "image/webp");
  } catch (error) {
    // No record will point at what was stored: an upload stores all its files or none.
    const deleted = await Promise.allSettled(
      uploadFiles(key, variants).map((file) => deps.storage.delete(bucket, file)),
    );
    // Files that could not be deleted keep their row, and so does a row the database would not
    // delete: the sweep removes both a day later. The storage's error is the one worth reporting.
    if (deleted.every((outcome) => outcome.status === "fulfilled"))
      await deps.db
        .delete(uploads)
        .where(eq(uploads.id, upload!.id))
        .catch(() => undefined);
    throw error;
  }
  return { url, width: image.width, height: image.height, variants };
}

/**
 * Decoding is what costs memory (up to 4 bytes a pixel, every frame of an animation at once), so
 * images are processed one at a time: uploads sent together wait their turn instead of adding up.
 */
const oneAtATime = pLimit(1);
// Each upload is a new image: libvips' cache of recent operations would only hold on to memory.
sharp.cache(false);

/** Checks the image by its header, then re-encodes it and makes its WebP widths, all in memory. */
async function processImage(file: { bytes: Buffer }) {
  let meta: Metadata;
  try {
    meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("This file is not an image we can read (use JPEG, PNG, WebP, AVIF or GIF).");
  }
  const format = meta.format as string;
  if (!(format in formats) || (format === "heif" && meta.compression !== "av1")) {
    throw new ImageRejectedError(`${format.toUpperCase()} files are not accepted; use JPEG, PNG, WebP, AVIF or GIF.`);
  }
  const { width = 0, height = 0 } = meta;
  const pageHeight = meta.pageHeight ?? height;
  const frames = meta.pages ?? 1;
  if (width > MAX_DIMENSION || pageHeight > MAX_DIMENSION) {
    throw new ImageRejectedError(
      `The image is ${width}×${pageHeight} pixels; the limit is ${MAX_DIMENSION} pixels a side.`,
    );
  }
  // Every frame or page counts: a small animated GIF can hold hundreds of full-size frames.
  if (width * pageHeight * frames > MAX_PIXELS) {
    const size = frames > 1 ? `${frames} frames of ${width}×${pageHeight} pixels` : `${width}×${pageHeight} pixels`;
    throw new ImageRejectedError(`The image is ${size}; the limit is ${MAX_PIXELS / 1_000_000} million pixels in all.`);
  }

  try {
    const animated = format === "gif";
    // Re-encoding drops EXIF/XMP (GPS, camera serials); rotate() first applies the EXIF orientation.
    const pipeline = sharp(file.bytes, { animated, limitInputPixels: MAX_PIXELS }).rotate();
    // The GIF keeps its own palette; the least quantising effort re-encodes 40 megapixels of frames in a third of the time.
    const cleaned = await (animated ? pipeline.gif({ effort: 1 }) : pipeline).toBuffer({ resolveWithObject: true });
    const stored = { width: cleaned.info.width, height: cleaned.info.pageHeight ?? cleaned.info.height };
    const widths = [
      ...new Set([...variantWidths.filter((w) => w < stored.width), Math.min(stored.width, variantWidths.at(-1)!)]),
    ];
    const variants = new Map<number, Buffer>();
    // One after another: each resize decodes the image again.
    for (const w of widths) {
      const webp = sharp(cleaned.data, { limitInputPixels: MAX_PIXELS }).resize({ width: w, withoutEnlargement: true });
      variants.set(w, await webp.webp({ quality: 78 }).toBuffer());
    }
    return { format: format as Format, cleaned: cleaned.data, ...stored, variants };
  } catch {
    throw new ImageRejectedError("The image file is damaged or incomplete; save it again and upload it once more.");
  }
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
