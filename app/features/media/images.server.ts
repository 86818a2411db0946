import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { Database } from "../../../database/client.server";
import { uploads } from "../../../database/schema";
import type { Bucket, Storage } from "./storage.server";

/** Widths of the WebP versions made for `srcset`; none is wider than the original. */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;
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
  let meta: Metadata;
  try {
    meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("This file is not an image we can read (use JPEG, PNG, WebP, AVIF or GIF).");
  }
  const format = meta.format as string;
  if (!(format in formats) || (format === "heif" && meta.compression !== "av1")) {
    throw new ImageRejectedError(
      `${format.toUpperCase()} files are not accepted; use JPEG, PNG, WebP, AVIF or GIF.`,
    );
  }
  const { width = 0, height = 0 } = meta;
  const pageHeight = meta.pageHeight ?? height;
  if (width > MAX_DIMENSION || pageHeight > MAX_DIMENSION || width * pageHeight > MAX_PIXELS) {
    throw new ImageRejectedError(
      `The image is ${width}×${pageHeight} pixels; the limit is ${MAX_DIMENSION} pixels a side.`,
    );
  }
  const kind = formats[format as Format];
  const nameExt = path.extname(file.name).slice(1).toLowerCase();
  const ext = (kind.ext as readonly string[]).includes(nameExt) ? nameExt : kind.ext[0];
  const base = randomUUID();
  const key = `${base}.${ext}`;

  const animated = format === "gif";
  // Re-encoding drops EXIF/XMP (GPS, camera serials); rotate() first applies the EXIF orientation.
  const cleaned = await sharp(file.bytes, { animated }).rotate().toBuffer({ resolveWithObject: true });
  const stored = { width: cleaned.info.width, height: cleaned.info.pageHeight ?? cleaned.info.height };
  const variants = [
    ...new Set([...variantWidths.filter((w) => w < stored.width), Math.min(stored.width, 1920)]),
  ];
  try {
    await deps.storage.put(bucket, key, cleaned.data, kind.type);
    // Settled, not Promise.all: a version still being written when another fails would outlive the clean-up.
    const written = await Promise.allSettled(
      variants.map(async (w) => {
        const webp = await sharp(cleaned.data).resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
        await deps.storage.put(bucket, variantKey(key, w), webp, "image/webp");
      }),
    );
    const failed = written.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    // No record will point at what was stored: an upload stores all its files or none.
    const keys = [key, ...variants.map((w) => variantKey(key, w))];
    await Promise.allSettled(keys.map((stored) => deps.storage.delete(bucket, stored)));
    throw error;
  }

  const url = deps.storage.publicUrl(bucket, key);
  await deps.db.insert(uploads).values({ bucket, key, url, ...stored, variants });
  return { url, ...stored, variants };
}

export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z]+$/, "")}-${width}.webp`;
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
