import { FIELD_LIMITS } from './limits';

/**
 * The strict e-mail shape of the DJ form and contact form (operations-side
 * spec, section 5): RFC 5321 sizes (local part ≤ 64, whole address ≤ 320),
 * dot-atom local part, a domain of valid labels ending in an alphabetic (or
 * punycode) top-level domain. Quoted local parts and IP-literal domains are
 * legal but refused: nobody books a DJ from "x y"@[127.0.0.1].
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isStrictEmail(value: string): boolean {
  if (value.length > FIELD_LIMITS.contactEmail) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 255 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')
  );
}
