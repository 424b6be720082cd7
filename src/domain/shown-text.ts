import { decodeEntitiesFully } from './html-entities';
import { bioToPlainText, sanitizeText } from './sanitize';

/**
 * The forms of a text that moderation reads (decision 0030): what was typed, what is
 * stored, and what a reader is shown once the text is sanitised and its character
 * references decoded. The bio sanitiser decodes `&#64;` to `@`, so a bio typed as
 * `jane&#64;gmail&#46;com` is shown as an e-mail address: the check must read it as one.
 *
 * - as typed, and as stored (`sanitizeText`: angle brackets removed, which can join words);
 * - with markup turned into spaces (`<p>call</p>me` must not hide "call me") and flattened
 *   as the bio's plain text (`<b>What</b>sApp` reads as WhatsApp);
 * - each of those decoded until nothing changes: numeric (`&#52;`, `&#x40;`), named
 *   (`&commat;`, `&period;`) and nested (`&amp;#64;`) references.
 *
 * Chat messages are shown as their stored text, never as markup (`markup: false`): there
 * `call<br>me` reads "callbrme" and is not flattened.
 *
 * Text without `&` or `<` has one or two forms, so ordinary text costs what it did.
 */
export function shownForms(text: string, { markup = true }: { markup?: boolean } = {}): string[] {
  const forms = new Set([text, sanitizeText(text)]);
  if (markup && text.includes('<')) {
    forms.add(text.replace(/<[^>]*>/g, ' '));
    forms.add(bioToPlainText(text));
  }
  if (text.includes('&')) {
    for (const form of [...forms]) forms.add(decodeEntitiesFully(form));
  }
  return [...forms];
}
