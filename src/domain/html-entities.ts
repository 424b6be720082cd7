/**
 * Character references for the bio sanitiser: enough decoding to see what a
 * browser would see (`&#x6A;avascript:`, `java&Tab;script:`), and escaping
 * for everything written back. The sanitiser's safety does not depend on
 * knowing every named entity: an unknown one stays literal text and is then
 * escaped, so the browser shows it as typed.
 *
 * Moderation reads text through the same decoder (src/domain/shown-text.ts,
 * decision 0030), so the table also knows every named reference to a
 * character that contact details are written with (`&commat;`, `&period;`,
 * `&lowbar;`, dashes and spaces): what the sanitiser turns into `@` is what
 * the off-platform check sees as `@`. The values are the WHATWG table's
 * (html-entities.test.ts checks them against the `entities` package).
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  excl: '!',
  quest: '?',
  num: '#',
  percnt: '%',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  plus: '+',
  // Characters contact details are written with: an e-mail address, a handle, a phone number.
  commat: '@',
  lowbar: '_',
  UnderBar: '_',
  hyphen: '\u2010',
  dash: '\u2010',
  minus: '\u2212',
  ast: '*',
  midast: '*',
  dollar: '$',
  verbar: '|',
  vert: '|',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}',
  grave: '`',
  Hat: '^',
  // Spaces and invisible characters between the digits of a phone number.
  ensp: '\u2002',
  emsp: '\u2003',
  numsp: '\u2007',
  puncsp: '\u2008',
  thinsp: '\u2009',
  hairsp: '\u200a',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  ZeroWidthSpace: '\u200b',
  NoBreak: '\u2060',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  euro: '\u20ac',
  pound: '\u00a3',
  cent: '\u00a2',
  yen: '\u00a5',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  ccedil: '\u00e7',
  auml: '\u00e4',
  ouml: '\u00f6',
  uuml: '\u00fc',
  szlig: '\u00df',
  Eacute: '\u00c9',
};

/** Named references HTML also accepts without the semicolon (the common legacy ones). */
const LEGACY_NO_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);

function fromCodePoint(code: number): string {
  // Browsers turn NUL, surrogates and out-of-range references into U+FFFD.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const REFERENCE =
  /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([A-Za-z][A-Za-z0-9]{0,31})(;?))/g;

/** Decodes numeric references (with or without `;`) and the named ones above. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (
      match,
      hex: string | undefined,
      dec: string | undefined,
      name: string | undefined,
      semi = '',
    ) => {
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
      if (name !== undefined) {
        const value = Object.hasOwn(NAMED, name) ? NAMED[name] : undefined;
        if (value !== undefined && (semi === ';' || LEGACY_NO_SEMICOLON.has(name))) return value;
      }
      return match;
    },
  );
}

/**
 * Decoding rounds for moderation: `&amp;amp;#64;` needs three. Text still changing after
 * these is checked as it is then (a fourth level of escaping shows as references).
 */
const DECODE_ROUNDS = 4;

/**
 * `text` decoded until nothing changes (at most DECODE_ROUNDS times): nested escaping
 * (`&amp;#64;`) must not hide an `@` from moderation, whichever layer decodes it once more.
 */
export function decodeEntitiesFully(text: string): string {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodeEntities(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Escapes text content: `&`, `<` and `>` become references. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const unicodeEscape = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text made safe as the content of a `<script>` element (JSON-LD, hydration data):
 * the HTML parser ends a script at the first `</script` whatever the JSON means, so `<`,
 * `>` and `&` become \uXXXX escapes (the same JSON to a JSON parser); U+2028 and U+2029
 * too, which older JavaScript parsers read as line ends.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, unicodeEscape);
}

/** Escapes a double-quoted attribute value (also `'`, `<` and `>`, for any context). */
export function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
