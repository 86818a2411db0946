/** The reading speed most "min read" estimates assume for an adult reading on screen. */
export const WORDS_PER_MINUTE = 200;

// An image is not read at all. A link's address sticks to its last word ("guide](https://…)"),
// so a link counts as its words without being taken apart.
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
// Something a reader reads as a word holds a letter or a digit ("₹4,500" is one, a "-" bullet or "##" none).
const WORD = /[\p{L}\p{N}]/u;

/** How many words a reader meets in a Markdown text. */
export function countWords(markdown: string): number {
  return markdown
    .replace(IMAGE, " ")
    .split(/\s+/)
    .filter((token) => WORD.test(token)).length;
}

/** Whole minutes to read a Markdown text, rounded up: a short note still takes "1 min". */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
