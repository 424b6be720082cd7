import { formatEventDate } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import type { Role } from '../../../domain/roles';

/** Hourly rate as the spec shows it in application rows: cents / 100, two decimals. */
export function formatRate(hourlyRateCents: number): string {
  return `${formatDollars(hourlyRateCents, { decimals: 2 })}/hour`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'Jan 5, 2024, 09:03' in the viewer's time; '—' when unknown. */
export function formatDateTime(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '—';
  return `${formatEventDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** 'Jan 5, 2024'; '—' when unknown. */
export function formatDay(date: Date | null): string {
  return date ? formatEventDate(date) || '—' : '—';
}

const MAX_DETAILS = 300;

function detailValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** A security event's details as one readable line: 'from: client, to: dj'. */
export function formatEventDetails(details: Record<string, unknown>): string {
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join(', ');
  if (!text) return '—';
  return text.length > MAX_DETAILS ? `${text.slice(0, MAX_DETAILS - 1)}…` : text;
}

/** Who an event is about: the e-mail when known, else the uid. */
export function eventUser(event: { email: string | null; uid: string | null }): string {
  return event.email ?? event.uid ?? '—';
}

/** 'rate_limit_exceeded' → 'Rate limit exceeded'. */
export function securityEventTypeLabel(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  client: 'Client',
  dj: 'DJ',
  admin: 'Admin',
};

export function roleName(role: Role | null): string {
  return role ? ROLE_NAMES[role] : 'No role';
}

/** The toast after the auto-accept switch changed. */
export function autoAcceptNotice(result: { enabled: boolean; approved: number }): {
  title: string;
  description: string;
} {
  if (!result.enabled) {
    return {
      title: 'Auto-accept Off',
      description: 'New DJ applications will wait for review.',
    };
  }
  const approved =
    result.approved === 0
      ? 'No pending applications were waiting.'
      : `${result.approved} pending ${result.approved === 1 ? 'application was' : 'applications were'} approved.`;
  return {
    title: 'Auto-accept On',
    description: `New DJ applications go live at once. ${approved}`,
  };
}

/** Tab label with its count; the count is left out until it is known. */
export function withCount(label: string, count: number | null): string {
  return count === null ? label : `${label} (${count})`;
}
