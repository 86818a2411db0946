import { ImageUp, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { variantName } from "~/lib/image-variants";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/components/ui/toaster";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** What the upload endpoint (/admin/api/uploads) answers. */
export type UploadReply = { ok: true; url: string } | { ok: false; error: string };

/**
 * The optional image of a case study or article: upload a file (checked and resized on the
 * server) or paste an address. The chosen URL is submitted as `imageUrl`.
 */
export function ImageField({
  bucket,
  defaultUrl,
  startUrl,
  error,
}: {
  /** The storage folder the upload goes into ("case-studies" or "articles"; the server checks it). */
  bucket: string;
  /** The record's image, kept as `keptImageUrl`. */
  defaultUrl?: string | null;
  /** What the field starts with when not the record's image (a restored draft's); empty: none. */
  startUrl?: string | null;
  error?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState(startUrl ?? defaultUrl ?? "");
  const [uploadError, setUploadError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    const body = new FormData();
    body.set("bucket", bucket);
    body.set("file", file);
    setUploading(true);
    const result = await fetch("/admin/api/uploads", { method: "POST", body })
      .then((response) => response.json() as Promise<UploadReply>)
      .catch((): UploadReply => ({
        ok: false,
        error: "The upload did not reach the server. Check your connection and try again.",
      }));
    setUploading(false);
    if (fileInput.current) fileInput.current.value = "";
    if (result.ok) {
      setUrl(result.url);
      setUploadError(undefined);
      void notify("success", { title: "Image uploaded successfully" });
    } else {
      setUploadError(result.error);
      void notify("error", { title: "Error", description: "Failed to upload image" });
    }
  }

  const shownError = uploadError ?? error;
  const preview = url.startsWith("/uploads/") ? variantName(url, 320) : url;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Image (optional)</legend>
      {url ? (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            onError={(e) => (e.currentTarget.src = url)}
            alt="Selected image"
            className="h-16 w-28 rounded-md border object-cover"
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => setUrl("")}>
            <X aria-hidden />
            Remove image
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {/* The real file input stays focusable (keyboard, screen readers); its label looks like a button. */}
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          disabled={uploading}
          className="peer sr-only"
          onChange={(event) => void send(event.currentTarget.files?.[0])}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-60",
          )}
        >
          <ImageUp aria-hidden />
          {uploading ? "Uploading..." : "Upload image"}
        </label>
        <span className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF</span>
      </div>
      <Label htmlFor={`${id}-url`} className="text-xs text-muted-foreground">
        Or paste an image URL
      </Label>
      {/* What the record had: an http address saved before the https rule stays valid while kept. */}
      <input type="hidden" name="keptImageUrl" value={defaultUrl ?? ""} />
      <Input
        id={`${id}-url`}
        name="imageUrl"
        type="text"
        inputMode="url"
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
      />
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
