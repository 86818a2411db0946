import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Field } from "~/components/admin/field";
import { ImageFileButton, uploadImage } from "~/components/admin/image-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";

export const INLINE_IMAGE_MESSAGES = {
  noFile: "Choose an image to insert.",
  noAlt: "Describe the image for people who cannot see it.",
} as const;

/** An image as Markdown: `![description](address)`, the description's brackets kept as text. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/([\\[\]])/g, "\\$1")}](${url})`;
}

/**
 * "Insert image" beside the article's text: upload an image with its description (required: an
 * image in the text carries meaning), and it goes in at the cursor as Markdown. Its fields have
 * no names: they are not part of the article's form, nor of its kept draft.
 */
export function InsertImage({ altLimit, onInsert }: { altLimit: number; onInsert: (markdown: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Opened: the person goes on to choose the image.
  useEffect(() => {
    if (open) fileInput.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setFile(null);
    setErrors({});
  };

  async function insert() {
    const alt = altInput.current?.value.trim() ?? "";
    const missing = {
      file: file ? undefined : INLINE_IMAGE_MESSAGES.noFile,
      alt: alt ? undefined : INLINE_IMAGE_MESSAGES.noAlt,
    };
    setErrors(missing);
    if (!file) return fileInput.current?.focus();
    if (!alt) return altInput.current?.focus();
    setUploading(true);
    const result = await uploadImage("articles", file);
    setUploading(false);
    if (!result.ok) {
      setErrors({ file: result.error });
      void notify("error", { title: "Error", description: "Failed to upload image" });
      return;
    }
    void notify("success", { title: "Image uploaded successfully" });
    onInsert(imageMarkdown(alt, result.url));
    close();
  }

  if (!open)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden />
        Insert image
      </Button>
    );
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="grid w-full gap-3 rounded-lg border bg-muted/50 p-3">
      <p id={`${id}-heading`} className="text-sm font-semibold">
        Insert an image at the cursor
      </p>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <ImageFileButton
            inputRef={fileInput}
            id={`${id}-file`}
            disabled={uploading}
            describedBy={errors.file ? `${id}-file-error` : undefined}
            onFile={(chosen) => setFile(chosen ?? null)}
          >
            Choose image
          </ImageFileButton>
          <span className="min-w-0 truncate text-sm text-muted-foreground">{file ? file.name : "No image chosen"}</span>
        </div>
        {errors.file ? (
          <p id={`${id}-file-error`} className="text-sm font-medium text-destructive">
            {errors.file}
          </p>
        ) : null}
      </div>
      <Field
        label="Image description (alt text) *"
        error={errors.alt}
        hint="What the image shows, read aloud to people who cannot see it."
      >
        {(control) => (
          <Input
            {...control}
            ref={altInput}
            maxLength={altLimit}
            // Enter inserts the image; it must not send the article's form.
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void insert();
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={uploading} onClick={() => void insert()}>
          {uploading ? "Uploading..." : "Insert image"}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={uploading} onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
