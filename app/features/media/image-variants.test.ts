import { describe, expect, it } from "vitest";
import { createS3Storage } from "~/infrastructure/s3-storage.server";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import { variantName, variantWidths } from "~/lib/image-variants";

// The upload writes a variant under a storage key; a page asks for it by the original's public
// URL. Both must name the same file, or the page shows a broken image.
describe("a variant's address is the file the upload stored", () => {
  const storages: [string, Storage][] = [
    ["local disk", createLocalStorage("/tmp/never-written")],
    ["S3 behind a CDN", createS3Storage({ bucket: "b", region: "ap-south-1", publicUrl: "https://cdn.example.in/x" })],
    [
      "S3 path style",
      createS3Storage({ bucket: "b", region: "x", endpoint: "http://127.0.0.1:9000", forcePathStyle: true }),
    ],
  ];
  it.each(storages)("on %s", (_, storage) => {
    for (const ext of ["jpg", "jpeg", "png", "webp", "avif", "gif"]) {
      const key = `3f2c9a0e-7b1d-4e8f-a6c2-5d9e0b1f2a3c.${ext}`;
      for (const width of variantWidths) {
        const stored = storage.publicUrl("articles", variantName(key, width));
        expect(variantName(storage.publicUrl("articles", key), width)).toBe(stored);
        expect(stored).toMatch(new RegExp(`/articles/3f2c9a0e-7b1d-4e8f-a6c2-5d9e0b1f2a3c-${width}\\.webp$`));
      }
    }
  });
});
