import { assertNever } from '../../../domain';
import type { DjStatus, SuspendedReason } from '../../../domain/dj-applications';

/** What the owner reads about their application, per status (exhaustive). */
export function applicationStatusText(status: DjStatus, reason: SuspendedReason | null): string {
  switch (status) {
    case 'pending':
      return 'Your DJ profile is under review. We review every application within 24-48 hours.';
    case 'verified':
      return 'Your DJ profile is live: clients can find and book you.';
    case 'suspended':
      return reason === 'rejected'
        ? 'Your application was not approved. Contact us if you have questions.'
        : 'Your DJ profile is suspended and not listed. Contact us to find out more.';
    default:
      return assertNever(status);
  }
}
