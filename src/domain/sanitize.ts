import { decodeEntities, escapeHtmlAttribute, escapeHtmlText } from './html-entities';
import { tokenizeHtml } from './html-tokenizer';
import { FIELD_LIMITS } from './limits';

/** Plain text fields (operations-side spec, section 5): trimmed, angle brackets removed. */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, '').trim();
}

/**
 * Until decision 0037 the DJ bio was stored as a small subset of HTML: p, br, strong, em,
 * u and a (href and target only). It is plain text now (bio-text.ts): nothing stores or
 * renders sanitizeBio's output any more. The output is built only from those tags, with
 * attributes this module wrote and text it escaped, so it is safe whatever the input was;
 * the tokenizer only has to be good enough to keep the user's text.
 */
export const BIO_ALLOWED_TAGS: ReadonlySet<string> = new Set(['p', 'br', 'strong', 'em', 'u', 'a']);

/**
 * Elements whose whole content goes, not just the tags. Besides the spec's
 * list, noembed and noframes are raw-text elements like noscript.
 */
export const BIO_DROPPED_CONTENT_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
]);

export const BIO_MAX_LENGTH = FIELD_LIMITS.bio;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href to keep, or null. Decodes references, removes what browsers
 * ignore in URLs (tab, newline, surrounding control characters) and accepts
 * only http, https and mailto URLs that parse, without credentials. The
 * parsed, normalised URL is returned, so what is stored is what was checked.
 */
export function sanitizeHref(raw: string): string | null {
  const value = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!/^(?:https?|mailto):/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && (!url.hostname || url.username || url.password)) return null;
  return url.href.length <= FIELD_LIMITS.url ? url.href : null;
}

// eslint-disable-next-line no-control-regex -- text keeps tab, newline and carriage return only
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Writes the sanitised bio, keeping it within `max` characters: every tag is
 * written whole, text is cut between characters (never inside `&amp;` or a
 * surrogate pair), and room is always kept for the end tags still open.
 */
class BioWriter {
  private out = '';
  private readonly open: string[] = [];
  private closersLength = 0;
  full = false;

  constructor(private readonly max: number) {}

  private fits(extra: number): boolean {
    return this.out.length + extra + this.closersLength <= this.max;
  }

  isOpen(name: string): boolean {
    return this.open.includes(name);
  }

  start(name: string, tag: string): void {
    if (this.full) return;
    const closer = `</${name}>`.length;
    if (!this.fits(tag.length + closer)) {
      this.full = true;
      return;
    }
    this.out += tag;
    this.open.push(name);
    this.closersLength += closer;
  }

  void(tag: string): void {
    if (this.full) return;
    if (!this.fits(tag.length)) this.full = true;
    else this.out += tag;
  }

  /** Closes `name` and everything opened inside it, if it is open. */
  end(name: string): void {
    if (!this.open.includes(name)) return;
    for (;;) {
      const top = this.open.pop();
      if (top === undefined) return;
      this.out += `</${top}>`;
      this.closersLength -= `</${top}>`.length;
      if (top === name) return;
    }
  }

  text(plain: string): void {
    if (this.full) return;
    const escaped = escapeHtmlText(plain);
    if (this.fits(escaped.length)) {
      this.out += escaped;
      return;
    }
    for (const ch of plain) {
      const piece = escapeHtmlText(ch);
      if (!this.fits(piece.length)) break;
      this.out += piece;
    }
    this.full = true;
  }

  finish(): string {
    while (this.open.length > 0) this.end(this.open[this.open.length - 1] ?? '');
    return this.out.trim();
  }
}

function anchorTag(attributes: ReadonlyMap<string, string>): string {
  const href = sanitizeHref(attributes.get('href') ?? '');
  const blank = (attributes.get('target') ?? '').trim().toLowerCase() === '_blank';
  let tag = '<a';
  if (href !== null) tag += ` href="${escapeHtmlAttribute(href)}"`;
  if (blank) tag += ' target="_blank" rel="noopener noreferrer"';
  return `${tag}>`;
}

/**
 * Sanitises a DJ bio: keeps p, br, strong, em, u and a (href: http, https or
 * mailto; target: only _blank, with rel="noopener noreferrer"), removes every
 * other tag and attribute but keeps their text, removes script-like elements
 * with their content, escapes text, closes what is left open and caps the
 * result at `maxLength` characters (2000) without cutting a tag.
 */
export function sanitizeBio(html: string, maxLength: number = BIO_MAX_LENGTH): string {
  const writer = new BioWriter(maxLength);
  for (const token of tokenizeHtml(html, BIO_DROPPED_CONTENT_TAGS)) {
    if (writer.full) break;
    switch (token.type) {
      case 'text':
        writer.text(decodeEntities(token.text).replace(CONTROL_CHARACTERS, ''));
        break;
      case 'raw':
        break; // content of a dropped element
      case 'start':
        if (!BIO_ALLOWED_TAGS.has(token.name)) break;
        if (token.name === 'br') {
          writer.void('<br>');
        } else {
          // A paragraph or link cannot contain another one: close the open one first, as browsers do.
          if ((token.name === 'p' || token.name === 'a') && writer.isOpen(token.name)) {
            writer.end(token.name);
          }
          writer.start(
            token.name,
            token.name === 'a' ? anchorTag(token.attributes) : `<${token.name}>`,
          );
        }
        break;
      case 'end':
        if (BIO_ALLOWED_TAGS.has(token.name)) writer.end(token.name);
        break;
    }
  }
  return writer.finish();
}

/** Tags that separate words when markup is flattened to text. */
const BLOCK_TAGS = new Set([
  'p',
  'br',
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
  'td',
  'th',
  'section',
  'article',
]);

/**
 * A bio (or any HTML) as one line of plain text for cards and previews:
 * tags removed, references decoded, whitespace collapsed. Render the result
 * as text (React escapes it), never as HTML. With `maxLength`, the text is
 * cut at a word boundary where possible and ends with "…".
 */
export function bioToPlainText(html: string, maxLength?: number): string {
  let text = '';
  for (const token of tokenizeHtml(html, BIO_DROPPED_CONTENT_TAGS)) {
    if (token.type === 'text') text += decodeEntities(token.text);
    else if ((token.type === 'start' || token.type === 'end') && BLOCK_TAGS.has(token.name)) {
      text += ' ';
    }
  }
  const plain = text.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (maxLength === undefined || plain.length <= maxLength) return plain;
  const room = Math.max(0, maxLength - 1);
  // Never end on half of a surrogate pair (an emoji cut in two).
  const cut = plain.slice(0, room).replace(/[\uD800-\uDBFF]$/, '');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > room / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.trimEnd()}…`;
}
