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
 * The template's entry script, swapped for public/boot.js, which imports it once the page's
 * largest image has painted. The template's modulepreload links go with it (boot.js adds
 * them when it starts): on a phone's link the image gets the bandwidth first, and the code
 * that only makes an already readable page interactive follows (decision 0025).
 */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

export function composeDocument(template: string, parts: DocumentParts, hydrationId: string) {
  const head = `${parts.headTags}${parts.links ?? ''}${parts.styles}${NO_SCRIPT_STYLE}</head>`;
  const root =
    `<div id="root">${parts.html}</div>` +
    `<script type="application/json" id="${hydrationId}">${scriptSafeJson(parts.hydration)}</script>`;
  const preloads: string[] = [];
  const withoutPreloads = template.replace(MODULE_PRELOAD, (_whole, href: string) => {
    preloads.push(href);
    return '';
  });
  // Replacer functions, not strings: page text such as "$&" must not be read as a pattern.
  return (
    withoutPreloads
      // The template's own title and description stand for the home page; each page brings its own.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      .replace(
        ENTRY_SCRIPT,
        (_whole, src: string) =>
          `<script type="module" src="/boot.js" data-app-entry="${src}"` +
          ` data-app-preload="${preloads.join(' ')}"></script>`,
      )
      .replace('</head>', () => head)
      .replace('<div id="root"></div>', () => root)
      // The shell's "needs JavaScript" note does not apply: this page is readable without it.
      .replace(/<noscript>Spinbook needs JavaScript[\s\S]*?<\/noscript>/, '')
  );
}
