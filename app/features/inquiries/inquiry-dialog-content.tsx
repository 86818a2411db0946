import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useWords } from "~/content/words";
import { InquiryForm } from "./inquiry-form";

export default function InquiryDialogContent({
  open,
  onOpenChange,
  service,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: string | undefined;
}) {
  const words = useWords().inquiry.dialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Narrower padding on phones: the service field's placeholder fits whole at 390 px. */}
      <DialogContent
        closeLabel={words.close}
        className="p-4 sm:p-6"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <InquiryForm variant="compact" service={service} onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
