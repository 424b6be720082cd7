import { escapeJsonForScript } from '../../domain/html-entities';

/**
 * The served HTML document of a server-rendered page: the app shell's template (the
 * client build's app-shell.html, with its hashed script and style links) with the page's
 * head, critical CSS, markup and hydration data put in.
 */
export interface DocumentParts {
  /** <title>, meta, canonical, Open Graph, JSON-LD (features/seo renderHeadTags). */
  headTags: string;
  /** Critical CSS <style> tags. */
  styles: string;
  /** Extra <link> tags, such as the LCP image's preload. */
  links?: string;
  /** The body of #root. */
  html: string;
  /** The router's hydration state as JSON. */
  hydration: string;
}

/** JSON that cannot end its <script> element or be read as markup. */
export const scriptSafeJson = escapeJsonForScript;

// Without scripts, a profile's tab panels cannot be switched: show them all, stacked.
const NO_SCRIPT_STYLE =
  '<noscript><style>[role="tabpanel"][hidden]{display:block!important}</style></noscript>';

/**
 * The template's entry script, swapped for a modulepreload of it (the download starts as
 * before) and public/boot.js, which imports it after the first paint.
 */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

export function composeDocument(template: string, parts: DocumentParts, hydrationId: string) {
  const head = `${parts.headTags}${parts.links ?? ''}${parts.styles}${NO_SCRIPT_STYLE}</head>`;
  const root =
    `<div id="root">${parts.html}</div>` +
    `<script type="application/json" id="${hydrationId}">${scriptSafeJson(parts.hydration)}</script>`;
  // Replacer functions, not strings: page text such as "$&" must not be read as a pattern.
  return (
    template
      // The template's own title and description stand for the home page; each page brings its own.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      .replace(
        ENTRY_SCRIPT,
        (_whole, src: string) =>
          `<link rel="modulepreload" crossorigin href="${src}">` +
          `<script type="module" src="/boot.js" data-app-entry="${src}"></script>`,
      )
      .replace('</head>', () => head)
      .replace('<div id="root"></div>', () => root)
      // The shell's "needs JavaScript" note does not apply: this page is readable without it.
      .replace(/<noscript>Spinbook needs JavaScript[\s\S]*?<\/noscript>/, '')
  );
}
