import { Link2, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/components/ui/toaster";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { ARTICLE_PREVIEW_INTENTS } from "./schema";

/**
 * "Share preview" on a draft's card: a link that shows the article exactly as it will be
 * published, to send a client (WhatsApp, e-mail) before it goes live. The server makes the link
 * (a signed address, open 7 days); the card shows the one the tab's data holds.
 */
export function SharePreview({
  article,
}: {
  article: { id: string; title: string; preview: { url: string; until: string | Date } | null };
}) {
  const [open, setOpen] = useState(false);
  const share = useFetcher<FormResult>();
  const withdraw = useFetcher<FormResult>();
  useResultToast(share.data, {
    failure: { title: "Error", description: "Failed to share the preview" },
    serverMessage: true,
  });
  useResultToast(
    withdraw.data,
    {
      success: { title: "Preview link withdrawn" },
      failure: { title: "Error", description: "Failed to withdraw the preview link" },
    },
    () => setOpen(false),
  );
  const linkId = useId();
  const { preview } = article;
  const sharing = share.state !== "idle";
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setOpen(true);
          // An open link is shown as it is; none: the server makes one.
          if (!preview)
            void share.submit({ intent: ARTICLE_PREVIEW_INTENTS.share, id: article.id }, { method: "post" });
        }}
        aria-label={`Share preview of ${article.title}`}
      >
        <Share2 aria-hidden />
        Share preview
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Share a preview</DialogTitle>
            <DialogDescription>
              Anyone with this link sees the draft exactly as it will be published. It stops working after 7 days, when
              the article is published, or when you withdraw it.
            </DialogDescription>
          </DialogHeader>
          {preview ? (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={linkId}>Preview link</Label>
                <Input
                  id={linkId}
                  readOnly
                  value={preview.url}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby={`${linkId}-until`}
                />
                <p id={`${linkId}-until`} className="text-xs text-muted-foreground">
                  Works until {dateTime(preview.until)} IST.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(preview.url)
                      .then(() => notify("success", { title: "Link copied" }))
                      .catch(() =>
                        notify("error", { title: "Error", description: "Copy the link from the box instead." }),
                      )
                  }
                >
                  <Link2 aria-hidden />
                  Copy link
                </Button>
                <a
                  href={`https://wa.me/?text=${encodeURIComponent(`${article.title}: ${preview.url}`)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Send on WhatsApp
                </a>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={withdraw.state !== "idle"}
                  onClick={() =>
                    void withdraw.submit(
                      { intent: ARTICLE_PREVIEW_INTENTS.withdraw, id: article.id },
                      { method: "post" },
                    )
                  }
                >
                  Withdraw link
                </Button>
              </div>
            </div>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {sharing ? "Making the link..." : "The link could not be made. Close this and try again."}
            </p>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
