import { useEffect, useRef, useState } from "react";
import { now as clockNow } from "~/lib/clock";

// What is typed in an admin dialog's form, kept in this browser's localStorage while typing, so a
// crash or a closed tab loses nothing. Nothing leaves the browser; a save (or a discard) removes it.

/** A form's named values in order, as FormData gives them (files left out). */
export type DraftValues = [name: string, value: string][];

export interface StoredDraft {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  values: DraftValues;
}

const PREFIX = "admin-draft:";
/** How long typing must pause before what is typed is written down. */
export const DRAFT_DELAY_MS = 500;

/** The form's values, without the hidden bookkeeping fields `omit` names (intent, id, ...). */
export function formValues(form: HTMLFormElement, omit: ReadonlySet<string>): DraftValues {
  const values: DraftValues = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !omit.has(name)) values.push([name, value]);
  }
  return values;
}

const same = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);

function isDraft(value: unknown): value is StoredDraft {
  const draft = value as StoredDraft | null;
  return (
    typeof draft?.savedAt === "number" &&
    Array.isArray(draft.values) &&
    draft.values.every((entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string")
  );
}

/** The draft kept under `key`, if any (storage blocked or unreadable: none). */
export function readDraft(key: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? "null");
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Said on the window when a draft is kept or dropped in this tab (another tab's say the `storage` events). */
const DRAFTS_CHANGED = "admin-drafts-changed";

/** Calls `changed` whenever a draft is kept or dropped, in this tab or another; returns the unsubscribe. */
export function watchDrafts(changed: () => void): () => void {
  window.addEventListener(DRAFTS_CHANGED, changed);
  window.addEventListener("storage", changed);
  return () => {
    window.removeEventListener(DRAFTS_CHANGED, changed);
    window.removeEventListener("storage", changed);
  };
}

function writeDraft(key: string, draft: StoredDraft) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    window.dispatchEvent(new Event(DRAFTS_CHANGED));
  } catch {
    // Storage full or blocked (private mode): the dialog works as before, without a kept draft.
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
    window.dispatchEvent(new Event(DRAFTS_CHANGED));
  } catch {
    // Nothing was kept.
  }
}

interface FormDraftOptions {
  /** One key per record: e.g. "articles:new", "articles:{id}". */
  key: string;
  form: React.RefObject<HTMLFormElement | null>;
  /** Hidden fields that are not what the person typed (intent, id, idempotency key, ...). */
  omit: readonly string[];
}

/**
 * Keeps a dialog form's typing as a draft (debounced) and knows whether the form differs from
 * the record it opened with. A kept draft that differs from the record is offered back once, as
 * `offer`, until it is restored, discarded, or replaced by new typing.
 */
export function useFormDraft({ key, form, omit }: FormDraftOptions) {
  const omitted = useRef(new Set(omit));
  // The record's values, read from the form once it first rendered with them.
  const baseline = useRef<DraftValues | null>(null);
  // Read while the dialog first renders: the offer is there before focus moves into the dialog.
  const [offer, setOffer] = useState<StoredDraft | null>(() => (typeof window === "undefined" ? null : readDraft(key)));
  const offered = useRef(offer);
  // Saved or discarded: nothing more is written.
  const settled = useRef(false);

  const hasChanges = () =>
    Boolean(form.current && baseline.current && !same(formValues(form.current, omitted.current), baseline.current));

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    baseline.current = formValues(element, omitted.current);
    // A draft identical to the record (saved by another tab since, say) is nothing to offer.
    if (offered.current && same(offered.current.values, baseline.current)) {
      clearDraft(key);
      offered.current = null;
      setOffer(null);
    }
    settled.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (settled.current || !baseline.current) return;
      const now = formValues(element, omitted.current);
      if (!same(now, baseline.current)) {
        writeDraft(key, { savedAt: clockNow().getTime(), values: now });
        // New typing takes the offered draft's place.
        if (offered.current) {
          offered.current = null;
          setOffer(null);
        }
      } else if (!offered.current) {
        clearDraft(key);
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_DELAY_MS);
    };
    // Typing, switches (Radix's hidden checkbox is clicked), and values set by the fields
    // themselves (an uploaded image's preview, the slug following the title) all change the DOM.
    element.addEventListener("input", schedule);
    element.addEventListener("change", schedule);
    element.addEventListener("click", schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
    // A tab closed or sent to the background within the delay still keeps its last words.
    const flush = () => timer !== undefined && write();
    const onHidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      element.removeEventListener("input", schedule);
      element.removeEventListener("change", schedule);
      element.removeEventListener("click", schedule);
      observer.disconnect();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
      // Taken away unsaved (a redirect to sign in again): what was typed is kept.
      if (timer !== undefined) write();
    };
  }, [key, form]);

  return {
    /** A kept draft that differs from the record, to offer back. */
    offer,
    /** Whether the form differs from the record it opened with. */
    hasChanges,
    /** Takes the offered draft: its values, for the form to start again with. */
    restore: (): DraftValues | null => {
      const taken = offered.current;
      offered.current = null;
      setOffer(null);
      return taken?.values ?? null;
    },
    /** Drops the offered draft. */
    discardOffer: () => {
      offered.current = null;
      setOffer(null);
      clearDraft(key);
    },
    /** The form was saved, or its changes thrown away on purpose: the draft goes. */
    settle: () => {
      settled.current = true;
      offered.current = null;
      clearDraft(key);
    },
  };
}
