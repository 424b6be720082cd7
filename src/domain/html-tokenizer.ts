/**
 * A small HTML tokenizer (no DOM, so it runs in Node for the functions). It
 * follows the HTML tokenizer's rules where they matter for a sanitiser: tag
 * names end at whitespace, `/` or `>`; `/` between attributes is skipped
 * (`<svg/onload=…>`); quoted values may contain `>`; the first of duplicate
 * attributes wins; comments and `<!…>`/`<?…>` are swallowed; `<` not followed
 * by a letter, `/` or `!` is text. Elements named in `rawTextElements` have
 * their content returned as one raw token up to the matching end tag.
 *
 * Where a browser would drop an unfinished tag at the end of input, this
 * returns it as text instead: the sanitiser escapes text, so "a<b" stays
 * visible as typed rather than disappearing.
 */
export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: ReadonlyMap<string, string> }
  | { type: 'end'; name: string }
  | { type: 'raw'; name: string; text: string };

const isAsciiLetter = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z]/.test(ch);
const isSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';

interface ParsedTag {
  name: string;
  attributes: Map<string, string>;
  /** Index just past the closing `>`. */
  end: number;
}

/** Parses `<name attr=…>` or `</name …>` starting at the `<`; null if the input ends first. */
function parseTag(html: string, start: number, isEnd: boolean): ParsedTag | null {
  let i = start + (isEnd ? 2 : 1);
  const nameStart = i;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < html.length && (isSpace(html[i]) || html[i] === '/')) i++;
    if (i >= html.length) return null;
    if (html[i] === '>') return { name, attributes, end: i + 1 };
    // An attribute name may start with any character, even `=`; it then runs
    // to whitespace, `/`, `>` or `=`.
    const attrStart = i;
    i++;
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i] ?? '')) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

/** Index of the `>` ending a bogus comment or `<!…>` declaration, or the end of input. */
function skipToGreaterThan(html: string, from: number): number {
  const close = html.indexOf('>', from);
  return close === -1 ? html.length : close + 1;
}

/** Index just past a `<!-- … -->` comment starting at `start`. */
function skipComment(html: string, start: number): number {
  const body = start + 4;
  // `<!-->` and `<!--->` are complete (empty) comments in HTML.
  if (html[body] === '>') return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  const ends = [html.indexOf('-->', body), html.indexOf('--!>', body)].filter((n) => n !== -1);
  if (ends.length === 0) return html.length;
  const first = Math.min(...ends);
  return first + (html.startsWith('-->', first) ? 3 : 4);
}

/** Where the raw content of `name` ends: at its end tag, or the end of input. */
function rawTextEnd(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>]|$)`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}

export function* tokenizeHtml(
  html: string,
  rawTextElements: ReadonlySet<string> = new Set(),
): Generator<HtmlToken> {
  let i = 0;
  let textStart = 0;
  function* flushText(upTo: number): Generator<HtmlToken> {
    if (upTo > textStart) yield { type: 'text', text: html.slice(textStart, upTo) };
  }
  while (i < html.length) {
    if (html[i] !== '<') {
      i++;
      continue;
    }
    const next = html[i + 1];
    if (isAsciiLetter(next)) {
      const tag = parseTag(html, i, false);
      if (!tag) break; // unfinished tag at the end: the rest is text
      yield* flushText(i);
      yield { type: 'start', name: tag.name, attributes: tag.attributes };
      i = tag.end;
      if (rawTextElements.has(tag.name)) {
        const end = rawTextEnd(html, tag.name, i);
        if (end > i) yield { type: 'raw', name: tag.name, text: html.slice(i, end) };
        i = end;
      }
      textStart = i;
    } else if (next === '/') {
      if (isAsciiLetter(html[i + 2])) {
        const tag = parseTag(html, i, true);
        if (!tag) break;
        yield* flushText(i);
        yield { type: 'end', name: tag.name };
        i = tag.end;
      } else if (i + 2 >= html.length) {
        break; // a lone "</" at the end is text
      } else {
        // `</>` is dropped and `</ …>` is a bogus comment.
        yield* flushText(i);
        i = skipToGreaterThan(html, i + 2);
      }
      textStart = i;
    } else if (next === '!' || next === '?') {
      yield* flushText(i);
      i = html.startsWith('<!--', i) ? skipComment(html, i) : skipToGreaterThan(html, i + 2);
      textStart = i;
    } else {
      i++; // a stray "<" is text
    }
  }
  yield* flushText(html.length);
}
