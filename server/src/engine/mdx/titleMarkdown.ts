// A component title as the platform shows it and makes its table-of-contents id from it: the platform reads the
// `title` of a `Step` (and `Accordion`, `Tab`, ...) as one line of Markdown, so `Create a `task`` shows (and is
// slugged) as `Create a task` without the backticks, `**bold**` without its stars, `[docs](/x)` as `docs`, `\*` as
// `*`, `&amp;` as `&`. Loaded when a title first holds such a sign (see `visibleTitle` in parse.ts).
import type { Nodes, PhrasingContent } from 'mdast';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { fromMarkdown } from './micromarkParser';

/** The platform parses the title after this prefix, so that no title reads as a heading, list or quote. */
const PREFIX = 'title: ';

/** The text of a title written in Markdown; the title itself where the platform keeps it as written. */
export function titleText(title: string): string {
  const source = PREFIX + title.replace(/\n/g, ' ');
  let paragraph: Nodes | undefined;
  try {
    const root = fromMarkdown(source, {
      extensions: [gfmStrikethrough()],
      mdastExtensions: [gfmStrikethroughFromMarkdown()],
    });
    paragraph = root.children.length === 1 ? root.children[0] : undefined;
  } catch {
    return title;
  }
  if (paragraph?.type !== 'paragraph') return title;
  const [first] = paragraph.children;
  if (first?.type !== 'text' || !first.value.startsWith(PREFIX)) return title;
  return paragraph.children
    .map((node) => shownText(node, source))
    .join('')
    .slice(PREFIX.length);
}

/** Text and code as they read, emphasis and supported links by their words, anything else as written. */
function shownText(node: PhrasingContent, source: string): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return node.value;
    case 'strong':
    case 'emphasis':
    case 'delete':
      return node.children.map((child) => shownText(child, source)).join('');
    case 'link':
      return supportedLink(node, source)
        ? node.children.map((child) => shownText(child, source)).join('')
        : written(node, source);
    default:
      return written(node, source);
  }
}

/** A link the platform keeps in a title: written with brackets, to a URL, a path, an anchor or a domain. */
function supportedLink(node: Extract<PhrasingContent, { type: 'link' }>, source: string): boolean {
  const destination = node.url.trim();
  return (
    written(node, source).startsWith('[') &&
    destination.length > 0 &&
    (/^(?:https?:\/\/|mailto:|tel:|\/|#|\.\.?\/)/i.test(destination) ||
      destination.includes('/') ||
      looksLikeDomain(destination))
  );
}

function written(node: PhrasingContent, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start !== undefined && end !== undefined ? source.slice(start, end) : '';
}

/** `example.com/x`: no blank, and a dot after the first character, before any `@` and before the last character. */
function looksLikeDomain(destination: string): boolean {
  const dot = destination.indexOf('.', 1);
  const at = destination.indexOf('@');
  return dot > 0 && dot < destination.length - 1 && (at < 0 || dot < at) && !/\s/u.test(destination);
}
