// Images uploaded to local storage (no S3_BUCKET), served from DATA_DIR/uploads under the
// public URLs the local storage gives them (/uploads/<bucket>/<random name>).
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { IMMUTABLE_CACHE } from "../app/lib/cache-control.ts";
import { UPLOAD_POLICY } from "../app/infrastructure/content-security-policy.ts";
import { contentType } from "./static.ts";

const uploadPath = /^\/uploads\/(case-studies|articles)\/([a-z0-9-]+\.(?:jpg|jpeg|png|webp|avif|gif))$/;

/** Sends the upload at `pathname`, if it is an upload's address: true when it answered. */
export type SendUpload = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<boolean>;

export function uploadsFromDisk(uploadsRoot: string): SendUpload {
  return async (req, res, pathname) => {
    const upload = uploadPath.exec(pathname);
    if (!upload) return false;
    const file = path.join(uploadsRoot, upload[1]!, upload[2]!);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return true;
    }
    // File names are random and never reused, so the bytes behind a URL never change.
    res.writeHead(200, {
      "content-type": contentType(file),
      "content-length": stat.size,
      "cache-control": IMMUTABLE_CACHE,
      "content-security-policy": UPLOAD_POLICY,
    });
    if (req.method === "HEAD") res.end();
    else await pipeline(fs.createReadStream(file), res);
    return true;
  };
}
