import { ImageUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { variantName } from "~/lib/image-variants";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/components/ui/toaster";
import { Field } from "./field";

/** The image types the upload endpoint takes. */
const ACCEPT_IMAGES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** What the upload endpoint (/admin/api/uploads) answers. */
export type UploadReply = { ok: true; url: string } | { ok: false; error: string };

/** Said when an upload's request never got an answer. */
const UPLOAD_UNREACHABLE = "The upload did not reach the server. Check your connection and try again.";

/** Sends one image to the upload endpoint, into `bucket`; a dropped connection is an answer too. */
export function uploadImage(bucket: string, file: File): Promise<UploadReply> {
  const body = new FormData();
  body.set("bucket", bucket);
  body.set("file", file);
  return fetch("/admin/api/uploads", { method: "POST", body })
    .then((response) => response.json() as Promise<UploadReply>)
    .catch((): UploadReply => ({ ok: false, error: UPLOAD_UNREACHABLE }));
}

/**
 * A button that opens the file picker for an image: the real file input stays focusable (keyboard,
 * screen readers) and its label looks like a button.
 */
export function ImageFileButton({
  inputRef,
  id,
  disabled,
  describedBy,
  onFile,
  children,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  id: string;
  disabled: boolean;
  /** The id of the error said about the choice, if any. */
  describedBy?: string;
  onFile: (file: File | undefined) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT_IMAGES}
        disabled={disabled}
        className="peer sr-only"
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-60",
        )}
      >
        {children}
      </label>
    </>
  );
}

/** Whether an image address is one of our uploads (the upload endpoint's, not a pasted one). */
export const isUploaded = (url: string) => url.startsWith("/uploads/");

/**
 * The optional image of a case study or article: upload a file (checked and resized on the
 * server) or paste an address, and describe it. The chosen URL is submitted as `imageUrl` (a
 * hidden field: the address box holds only what was pasted), the description as `imageAlt`.
 */
export function ImageField({
  bucket,
  defaultUrl,
  startUrl,
  startAlt,
  altLimit,
  error,
  altError,
  onUrlChange,
}: {
  /** The storage folder the upload goes into ("case-studies" or "articles"; the server checks it). */
  bucket: string;
  /** The record's image, kept as `keptImageUrl`. */
  defaultUrl?: string | null;
  /** What the field starts with when not the record's image (a restored draft's); empty: none. */
  startUrl?: string | null;
  /** The image's description the field starts with. */
  startAlt?: string | null;
  /** The longest description the form takes. */
  altLimit: number;
  error?: string;
  altError?: string;
  /** Told each chosen address (empty: none), for a preview of the page. */
  onUrlChange?: (url: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(startUrl ?? defaultUrl ?? "");
  // The address box shows an address pasted, never one of our uploads (it is not for copying).
  const [pasted, setPasted] = useState(isUploaded(url) ? "" : url);
  const [uploadError, setUploadError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const latestOnUrlChange = useRef(onUrlChange);
  useEffect(() => {
    latestOnUrlChange.current = onUrlChange;
  });
  useEffect(() => latestOnUrlChange.current?.(url), [url]);

  async function send(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const result = await uploadImage(bucket, file);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = "";
    if (result.ok) {
      setUrl(result.url);
      setPasted("");
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
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setUrl("");
              setPasted("");
            }}
          >
            <X aria-hidden />
            Remove image
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <ImageFileButton inputRef={fileInput} id={`${id}-file`} disabled={uploading} onFile={(file) => void send(file)}>
          <ImageUp aria-hidden />
          {uploading ? "Uploading..." : "Upload image"}
        </ImageFileButton>
        <span className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF</span>
      </div>
      <Label htmlFor={`${id}-url`} className="text-xs text-muted-foreground">
        Or paste an image URL
      </Label>
      {/* What the record had: an http address saved before the https rule stays valid while kept. */}
      <input type="hidden" name="keptImageUrl" value={defaultUrl ?? ""} />
      <input type="hidden" name="imageUrl" value={url} />
      <Input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        placeholder="https://"
        value={pasted}
        onChange={(event) => {
          setPasted(event.currentTarget.value);
          setUrl(event.currentTarget.value);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
      />
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
      {url ? (
        <div className="mt-2">
          <Field
            label="Image description (alt text)"
            error={altError}
            hint="What the image shows, for people who cannot see it. Leave it empty when it only decorates."
          >
            {(control) => <Input {...control} name="imageAlt" maxLength={altLimit} defaultValue={startAlt ?? ""} />}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
