import { data } from "react-router";
import { z } from "zod";
import type { UploadReply } from "~/components/admin/image-field";
import { databaseContext, settingsContext, storageContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { ImageRejectedError, storeImage } from "./store-image.server";
import { buckets } from "~/infrastructure/storage.server";
import { adminAction } from "~/features/auth";

/**
 * The largest request body the upload takes: the file limit (UPLOAD_MAX_BYTES, the one setting
 * of the upload size) plus room for the multipart envelope around it. The host refuses a larger
 * body before the app reads it, and the action checks the same figure, so the two never disagree.
 */
export function uploadBodyLimit(uploadMaxBytes: number): number {
  return uploadMaxBytes + 64 * 1024;
}

/** An upload's answer when it is refused: the image field shows `error`. */
const refused = (status: number, error: string) =>
  Response.json({ ok: false, error } satisfies UploadReply, { status });

/**
 * The dashboard's image upload, declared for the admin gate (ADR 030): one file into the
 * case-studies or articles bucket, within the upload size, checked by its content. Answers the
 * public URL.
 */
export const UPLOAD_ACTION = adminAction({
  intent: null,
  permission: "content",
  body: { kind: "upload", maxBytes: (context) => uploadBodyLimit(context.get(settingsContext).uploadMaxBytes) },
  schema: z.object({
    bucket: z.enum(buckets, "Unknown image folder."),
    file: z.instanceof(File, { error: "Choose an image file to upload." }),
  }),
  audit: { action: "image-upload", label: "Uploaded an image", keep: { bucket: "bucket" } },
  refuse: ({ status, message }) => refused(status, message),
  async run({ input: { bucket, file }, context }) {
    const maxBytes = context.get(settingsContext).uploadMaxBytes;
    try {
      const deps = { db: context.get(databaseContext).db, storage: context.get(storageContext), maxBytes };
      const stored = await storeImage(deps, bucket, {
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      return data<UploadReply>({ ok: true, url: stored.url });
    } catch (error) {
      if (error instanceof ImageRejectedError) return refused(400, error.message);
      logger.error({ err: error }, "image upload failed");
      return refused(500, "The image could not be stored. Please try again.");
    }
  },
});
