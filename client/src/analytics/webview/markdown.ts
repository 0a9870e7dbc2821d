// Assistant answers are markdown from the service: rendered with raw HTML off (tags show as text), links limited to
// http(s) and mailto, images shown as links (no remote loads under the view's CSP anyway).
import MarkdownIt from 'markdown-it';
import { SafeHtml, trusted } from './html';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.disable('image');
const defaultValidateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) =>
  defaultValidateLink(url) && (/^(https?|mailto):/i.test(url.trim()) || !/^[a-z][a-z0-9+.-]*:/i.test(url.trim()));

export function renderMarkdown(text: string): SafeHtml {
  return trusted(markdown.render(text));
}
