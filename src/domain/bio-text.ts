import { decodeEntities } from './html-entities';
import { tokenizeHtml } from './html-tokenizer';
import { FIELD_LIMITS } from './limits';
import { BIO_DROPPED_CONTENT_TAGS } from './sanitize';

/**
 * The DJ bio is plain text (decision 0037): paragraphs separated by an empty line, line
 * breaks kept, shown as text (never as HTML). Bios stored before that decision are HTML
 * (`<p>…</p>`, `R&amp;B`); `bioToText` turns those into the same plain text, so the editor,
 * the public profile and every save read one format whatever is stored.
 */

/** Tags that break text when markup is turned into plain text. */
const PARAGRAPH_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'tr',
  'section',
  'article',
]);
const LINE_TAGS: ReadonlySet<string> = new Set(['br', 'td', 'th']);

/** Markup that lays out lines: its text's own newlines are only spaces (as HTML reads them). */
const LAYOUT_MARKUP =
  /<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)(?=[\s/>])/i;

// eslint-disable-next-line no-control-regex -- text keeps tab and newline only
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** One pass: tags removed (paragraph and line tags become breaks), references decoded. */
function flatten(value: string): string {
  const layout = LAYOUT_MARKUP.test(value);
  let text = '';
  for (const token of tokenizeHtml(value, BIO_DROPPED_CONTENT_TAGS)) {
    if (token.type === 'text') {
      const plain = decodeEntities(token.text);
      // HTML's whitespace (not U+00A0, which a reference may have produced) is one space.
      text += layout ? plain.replace(/[ \t\n\r\f]+/g, ' ') : plain;
    } else if (token.type === 'start' || token.type === 'end') {
      if (PARAGRAPH_TAGS.has(token.name)) text += '\n\n';
      else if (LINE_TAGS.has(token.name)) text += '\n';
    }
  }
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** More passes than any real bio needs: `&amp;lt;p&amp;gt;` settles in three. */
const MAX_PASSES = 4;

/**
 * A bio as the plain text that is stored and shown: markup removed (what a `<p>` or `<br>`
 * separated stays separated), character references decoded, control characters dropped,
 * spaces collapsed, at most one empty line between paragraphs, at most `maxLength`
 * characters. Repeated until nothing changes, so `bioToText(bioToText(x)) === bioToText(x)`:
 * what a DJ saves is exactly what the editor and the profile show afterwards.
 */
export function bioToText(value: string, maxLength: number = FIELD_LIMITS.bio): string {
  let text = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = flatten(text);
    if (next === text) break;
    text = next;
  }
  if (text.length <= maxLength) return text;
  // Never end on half of a surrogate pair (an emoji cut in two).
  return text
    .slice(0, maxLength)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
}

/** The paragraphs of a plain-text bio (each may hold line breaks), empty ones dropped. */
export function bioParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
