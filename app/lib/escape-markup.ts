/** Text made safe inside XML or HTML, in an element or a quoted attribute (the feeds, the HTML e-mails). */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}
