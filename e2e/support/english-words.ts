// The catalogue's English words (issue 28, item 9): each word of a message in
// messages/en.json that no message of messages/nl.json has, lower-cased, of 4
// letters or more. Words both languages share ("status", "product", "model")
// and placeholders and ICU keywords ({count, plural, other {…}}) are left out,
// and so are numbers and codes (no letters-only word of 4 or more).
import en from "@/messages/en.json" with { type: "json" };
import nl from "@/messages/nl.json" with { type: "json" };

const icuKeywords = new Set(["plural", "select", "selectordinal", "other", "number", "date", "time"]);

function textsOf(messages: unknown): string[] {
  if (typeof messages === "string") return [messages];
  if (messages && typeof messages === "object") return Object.values(messages).flatMap(textsOf);
  return [];
}

function wordsOf(messages: unknown): Set<string> {
  const words = new Set<string>();
  for (const text of textsOf(messages)) {
    // A placeholder's name ({name}, {count, plural,) is not a word anyone sees.
    const shown = text.replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?\s*\}?/g, " ");
    for (const word of shown.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
  }
  return words;
}

const dutchWords = wordsOf(nl);

/** English words of the catalogue a Dutch employee must not see. */
export const englishOnlyWords: ReadonlySet<string> = new Set(
  [...wordsOf(en)].filter((word) => word.length >= 4 && !dutchWords.has(word) && !icuKeywords.has(word)),
);

/** The catalogue's English words in a screen's text, each once, in order of appearance. */
export function englishWordsIn(text: string): string[] {
  const found = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => englishOnlyWords.has(word));
  return [...new Set(found)];
}
