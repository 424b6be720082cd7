/**
 * Off-platform-contact detection for booking messages (operations-side spec,
 * section 5): asking to be contacted by phone, e-mail or directly; going
 * outside or off the platform, site or app; naming WhatsApp, Telegram, Signal
 * or Discord. A match blocks sending. The patterns are data so the functions,
 * the chat input and the tests share one list.
 *
 * Precision choices (a blocked harmless message is a nuisance; a missed phone
 * number is a lost booking fee):
 * - "Signal" is an ordinary word at parties (sound signal, phone signal), so
 *   it is flagged only when it reads as the app: "on/via/over Signal",
 *   "Signal app", "download Signal", unless followed by strength, flow, etc.
 * - "off-site"/"offsite" is flagged, but not "off-site parking/storage/…";
 *   "outside the site" is flagged, but not "outside the site entrance/gate/…".
 * - "call me" is flagged even in "call me Jon": a name cannot be told from a
 *   time ("call me tomorrow") by pattern; the sender can rephrase.
 * - Phone numbers are runs of 7–15 digits with spaces, dots, dashes or
 *   parentheses between them, except dates (2024-06-15, 15.06.2024), year
 *   ranges (2015-2024), number ranges of two short groups (1000-1500) and
 *   amounts with cents (25000.00), and runs right after "#" (order numbers).
 *   Numbers spelled in words are not caught.
 * - Obfuscation: letters of the app names may be separated ("t e l e g r a m",
 *   "whats app", "d.i.s.c.o.r.d") or swapped for look-alikes (@/4 for a, 3 for
 *   e, 1/! for i, 0 for o, 5/$ for s); text is NFKC-normalised and zero-width
 *   characters are removed first, so full-width letters do not slip through.
 */
export interface OffPlatformPattern {
  id: OffPlatformPatternId;
  description: string;
  /** Case-insensitive, never global (a `g` RegExp keeps state between `test` calls). */
  pattern: RegExp;
}

export type OffPlatformPatternId =
  | 'ask-phone'
  | 'ask-email'
  | 'ask-direct'
  | 'phone-number'
  | 'email-address'
  | 'off-platform'
  | 'whatsapp'
  | 'telegram'
  | 'signal'
  | 'discord';

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '[a@4]',
  e: '[e3]',
  i: '[i1!|]',
  o: '[o0]',
  s: '[s5$]',
};

/** A word whose letters may be separated by up to two of space . _ * ' - and swapped for look-alikes. */
function obfuscatable(word: string): string {
  return [...word].map((ch) => LOOK_ALIKES[ch] ?? ch).join("[\\s._*'-]{0,2}");
}

const WHATSAPP = ['whatsapp', 'whatsap', 'whatapp'].map(obfuscatable).join('|');
const TELEGRAM = obfuscatable('telegram');
const SIGNAL = obfuscatable('signal');
const DISCORD = obfuscatable('discord');

/** Words after "signal" that make it audio or reception talk, not the app. */
const SIGNAL_NOT_APP =
  '(?!\\s+(?:strength|boost\\w*|quality|levels?|loss|range|process\\w*|chain|flow|path|cables?|lights?|problems?|issues?|bars?|drops?|noise|generators?|splitters?|inputs?|outputs?)\\b)';

/** Nouns after "outside the site" that mean the venue's grounds. */
const SITE_PLACE =
  '(?!\\s+(?:entrance|entry|gates?|doors?|fence|office|parking|lot|buildings?|manager|boundary)\\b)';

/** Nouns after "off-site" that describe a place, not leaving the platform. */
const OFFSITE_PLACE =
  '(?!\\s+(?:parking|storage|location|venue|event|catering|loading|rehearsal|prep|setup|set-up)\\b)';

const DIGIT_SEPARATOR = '[ \\t.()\\-]{0,2}';
/** Digit runs that are not phone numbers; each must end the run. */
const NOT_A_PHONE = [
  '\\d{4}[-./]\\d{1,2}[-./]\\d{1,2}', // 2024-06-15
  '\\d{1,2}[-./]\\d{1,2}[-./]\\d{2,4}', // 15.06.2024, 06-15-24
  '(?:19|20)\\d{2} ?- ?(?:19|20)\\d{2}', // 2015-2024
  '\\d{1,4} ?- ?\\d{1,4}', // 1000-1500 (guests, dollars)
  '\\d{1,6}\\.\\d{2}', // 25000.00
]
  .map((p) => `${p}(?!${DIGIT_SEPARATOR}\\d)`)
  .join('|');

export const OFF_PLATFORM_PATTERNS: readonly OffPlatformPattern[] = [
  {
    id: 'ask-phone',
    description: 'Asks to be called or texted, or gives "my number"',
    pattern: new RegExp(
      [
        '\\b(?:call|ring|phone|text|sms|txt)\\s+(?:me|us)\\b',
        '\\b(?:call|text)\\s+or\\s+(?:call|text)\\b',
        '\\b(?:give|send|drop|shoot)\\s+(?:me|us)\\s+an?\\s+(?:call|ring|buzz|text|sms)\\b',
        '\\bmy\\s+(?:(?:cell|mobile|phone|personal|home|work)\\s+)?(?:phone\\s+)?(?:number|#|no\\.?)\\s*(?:is\\b|:)',
        "\\b(?:here'?s|here\\s+is|take|save)\\s+my\\s+(?:(?:cell|mobile|phone|personal)\\s+)?(?:number|digits|cell)\\b",
        '\\bmy\\s+(?:cell|mobile|digits)\\s*(?:is\\b|:)',
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'ask-email',
    description: 'Asks to be e-mailed or gives "my e-mail"',
    pattern: new RegExp(
      [
        '\\b(?:e-?mail|mail)\\s+(?:me|us)\\b',
        '\\b(?:send|drop|shoot|write)\\s+(?:me|us)\\s+an?\\s+(?:e-?mail|mail|line)\\b',
        '\\bmy\\s+(?:personal\\s+)?(?:e-?mail|gmail|hotmail|outlook|yahoo)(?:\\s+address)?\\s*(?:is\\b|:)',
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'ask-direct',
    description: 'Asks to be contacted, paid or booked directly',
    pattern: new RegExp(
      [
        '\\b(?:contact|reach|message|msg|dm|call|text|e-?mail|talk\\s+to|talk\\s+with|speak\\s+to|speak\\s+with|deal\\s+with|work\\s+with|pay|book|hire)\\s+(?:me|us|you)\\s+directly\\b',
        '\\bdirectly\\s+(?:contact|reach|message|call|text|e-?mail|pay|book|hire)\\b',
        '\\b(?:contact|reach|book|pay|hire|deal|talk|speak|chat|communicate)\\s+directly\\b',
        '\\b(?:contact|reach)\\s+me\\s+(?:at|on|via|through)\\b',
        '\\bhit\\s+me\\s+up\\s+(?:at|on|via)\\b',
        '\\bdm\\s+me\\s+(?:at|on|via|@)',
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'phone-number',
    description: 'Looks like a phone number (7–15 digits)',
    pattern: new RegExp(
      `(?<![\\d$.,/#])(?!${NOT_A_PHONE})\\+?\\(?\\d(?:${DIGIT_SEPARATOR}\\d){6,14}(?!\\d)`,
      'i',
    ),
  },
  {
    id: 'email-address',
    description: 'Contains an e-mail address, including "name at gmail dot com"',
    pattern: new RegExp(
      [
        '[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}',
        '\\b[a-z0-9._%+-]+\\s*(?:[([{]\\s*at\\s*[)\\]}]|\\s+at\\s+)\\s*[a-z0-9-]+(?:\\s*[([{]\\s*dot\\s*[)\\]}]\\s*|\\s+dot\\s+|\\.)(?:com|net|org|io|co|me|us|uk|ca|de|fr|info|biz)\\b',
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'off-platform',
    description: 'Suggests going outside or off the platform, site or app',
    pattern: new RegExp(
      [
        `\\b(?:outside|off)\\s+(?:of\\s+)?(?:the|this|our)\\s+(?:app|platform|website|site)\\b${SITE_PLACE}`,
        '\\b(?:outside|off)\\s+(?:of\\s+)?spinbook\\b',
        '\\boff[\\s-]?(?:platform|app)\\b',
        `\\boff-?site\\b${OFFSITE_PLACE}`,
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'whatsapp',
    description: 'Names WhatsApp',
    pattern: new RegExp(`\\b(?:${WHATSAPP})\\b|\\bwa\\.me\\/`, 'i'),
  },
  {
    id: 'telegram',
    description: 'Names Telegram',
    pattern: new RegExp(`\\b(?:${TELEGRAM})\\b|\\bt\\.me\\/`, 'i'),
  },
  {
    id: 'signal',
    description: 'Names the Signal app ("on Signal", "Signal app"), not a sound or phone signal',
    pattern: new RegExp(
      [
        `\\b(?:on|via|over|through|using|use|download|install)\\s+(?:${SIGNAL})\\b${SIGNAL_NOT_APP}`,
        `\\b(?:${SIGNAL})\\s+(?:app|messenger|chat|number|handle|username|id)\\b`,
        '\\bsignal\\.me\\/',
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'discord',
    description: 'Names Discord',
    pattern: new RegExp(`\\b(?:${DISCORD})\\b|\\bdiscord(?:app)?\\.(?:gg|com)\\b`, 'i'),
  },
];

/** Undoes tricks that keep text readable but defeat patterns. */
function normalizeForMatching(text: string): string {
  return (
    text
      .normalize('NFKC')
      // Soft hyphen, zero-width spaces and joiners, word joiner, BOM.
      .replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '')
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
  );
}

/** Ids of every off-platform pattern `text` matches, in table order; empty when clean. */
export function findOffPlatformContact(text: string): OffPlatformPatternId[] {
  const normalized = normalizeForMatching(text);
  return OFF_PLATFORM_PATTERNS.filter(({ pattern }) => pattern.test(normalized)).map(
    ({ id }) => id,
  );
}
