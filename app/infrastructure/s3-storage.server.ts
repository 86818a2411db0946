import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
// Relative and with their extension: the erasure ledger's client is made here, and npm run backup and
// npm run restore load that module with plain Node.
import { IMMUTABLE_CACHE } from "../lib/cache-control.ts";
import type { Env } from "./env.server.ts";
import { assertSafeKey, createLocalStorage, type Storage } from "./storage.server.ts";

export interface S3StorageOptions {
  /** The one S3 bucket; the storage buckets (case-studies, articles) are folders in it. */
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces...); unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL the public reads objects from, such as a CDN in front of the bucket. */
  publicUrl?: string;
  forcePathStyle?: boolean;
}

/** A client of the bucket's service, as the settings describe it. */
export function s3Client(options: S3StorageOptions): S3Client {
  const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle = false } = options;
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    // Without keys the SDK uses its own chain (instance role, ~/.aws).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Many S3-compatible services reject the checksum headers newer SDKs send by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, region, endpoint, forcePathStyle = false } = options;
  const client = s3Client(options);
  const baseUrl = trimSlash(options.publicUrl ?? bucketUrl(bucket, region, endpoint, forcePathStyle));
  const objectKey = (folder: string, key: string) => {
    assertSafeKey(folder, key);
    return `${folder}/${key}`;
  };
  return {
    kind: "s3",
    async put(folder, key, body, contentType) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(folder, key),
        Body: body,
        ContentType: contentType,
        // Keys are random and never reused, so browsers and CDNs may keep an object forever.
        CacheControl: IMMUTABLE_CACHE,
      });
      await client.send(command);
    },
    // S3 answers a delete of a missing key with success too.
    async delete(folder, key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(folder, key) }));
    },
    publicUrl: (folder, key) => `${baseUrl}/${objectKey(folder, key)}`,
  };
}

/** Where the service serves the bucket, addressed the same way (path or virtual host) as the client. */
function bucketUrl(bucket: string, region: string, endpoint: string | undefined, forcePathStyle: boolean) {
  const url = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  if (forcePathStyle) return `${trimSlash(url.href)}/${bucket}`;
  url.hostname = `${bucket}.${url.hostname}`;
  return url.href;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * S3 when S3_BUCKET is set, else the local disk under DATA_DIR.
 * It lives here so storage.server.ts stays free of the AWS SDK and of an import cycle.
 */
export function createStorage(config: Env): Storage {
  const s3 = s3Settings(config);
  return s3 ? createS3Storage(s3) : createLocalStorage(path.join(config.dataDir, "uploads"));
}

/** The bucket's settings when S3_BUCKET is set. */
export function s3Settings(config: Env): S3StorageOptions | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
