import { type RouterContextProvider, data } from "react-router";
import type { UploadReply } from "~/components/admin/image-field";
import { databaseContext, settingsContext, storageContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { ImageRejectedError, storeImage } from "./store-image.server";
import { isBucket } from "~/infrastructure/storage.server";

/**
 * The largest request body the upload takes: the file limit (UPLOAD_MAX_BYTES, the one setting
 * of the upload size) plus room for the multipart envelope around it. The host refuses a larger
 * body before the app reads it, and the action checks the same figure, so the two never disagree.
 */
export function uploadBodyLimit(uploadMaxBytes: number): number {
  return uploadMaxBytes + 64 * 1024;
}

/** The dashboard's image upload: one file into the case-studies or articles bucket. */
export async function handleUpload(request: Request, context: Readonly<RouterContextProvider>) {
  const maxBytes = context.get(settingsContext).uploadMaxBytes;
  const refuse = (status: number, error: string) => data<UploadReply>({ ok: false, error }, { status });
  // Refuse an oversized body before reading it into memory.
  const length = Number(request.headers.get("content-length"));
  if (!Number.isFinite(length) || length <= 0) return refuse(411, "The upload had no size; please try again.");
  if (length > uploadBodyLimit(maxBytes)) {
    return refuse(413, `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`);
  }
  const form = await request.formData().catch(() => undefined);
  const bucket = String(form?.get("bucket") ?? "");
  const file = form?.get("file");
  if (!isBucket(bucket)) return refuse(400, "Unknown image folder.");
  if (!(file instanceof File)) return refuse(400, "Choose an image file to upload.");
  try {
    const deps = { db: context.get(databaseContext).db, storage: context.get(storageContext), maxBytes };
    const stored = await storeImage(deps, bucket, {
      name: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return data<UploadReply>({ ok: true, url: stored.url });
  } catch (error) {
    if (error instanceof ImageRejectedError) return refuse(400, error.message);
    logger.error({ err: error }, "image upload failed");
    return refuse(500, "The image could not be stored. Please try again.");
  }
}
