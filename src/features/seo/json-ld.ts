/**
 * JSON-LD goes inside a <script> element, where the HTML parser ends the
 * script at the first `</script` whatever the JSON means, and `<!--` changes
 * how it looks for that end. Escaping `<`, `>` and `&` as \uXXXX keeps the
 * JSON identical for a JSON parser while leaving no markup for the HTML one;
 * U+2028 and U+2029 are escaped too because older JavaScript parsers read
 * them as line ends inside strings.
 */
import { escapeJsonForScript } from '../../domain/html-entities';

export type JsonLd = Record<string, unknown>;

/** `data` as JSON that is safe as the text of a `<script type="application/ld+json">`. */
export function serializeJsonLd(data: JsonLd): string {
  return escapeJsonForScript(JSON.stringify(data));
}
