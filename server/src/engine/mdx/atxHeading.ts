// An ATX heading's line as CommonMark reads it (`## Title ##`): its text without the opening and the closing
// sequence. Loops, not one expression: blanks on both sides of the optional parts (`[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$`)
// made an expression backtrack over a long run of blanks, in cubic time.
const OPENING = /^ {0,3}#{1,6}[ \t]/;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

const isBlank = (c: string) => c === ' ' || c === '\t';

/**
 * Where the text's closing sequence (`[ \t]+#+[ \t]*`, its blanks standing at `from` or after) or its trailing blanks
 * start; the text's end when it has neither.
 */
export function closingSequenceStart(text: string, from = 0): number {
  let end = text.length;
  while (end > from && isBlank(text[end - 1])) end--;
  let hashes = end;
  while (hashes > from && text[hashes - 1] === '#') hashes--;
  if (hashes < end && hashes > from && isBlank(text[hashes - 1])) {
    end = hashes;
    while (end > from && isBlank(text[end - 1])) end--;
  }
  return end;
}

/** The text of an ATX heading written on `line` (one line); undefined for any other line. */
export function atxHeadingText(line: string): string | undefined {
  const opening = OPENING.exec(line);
  if (!opening || LINE_TERMINATOR.test(line)) return undefined;
  let start = opening[0].length;
  while (start < line.length && isBlank(line[start])) start++;
  return line.slice(start, closingSequenceStart(line, start));
}
