/**
 * Links people enter (website, YouTube, Instagram, event links): they must
 * parse as http or https URLs, at most 2048 characters (operations-side spec,
 * section 5). Anything else (javascript:, data:, ftp:) is refused because
 * these values end up in href attributes.
 */
export const INVALID_URL = 'Please enter a valid URL';
export const URL_REQUIRED = 'URL is required';
export const URL_MAX_LENGTH = 2048;

export function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Credentials in a link are a phishing trick (https://bank.example@evil.example).
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}
