import { httpsCallable } from 'firebase/functions';
import type {
  RequestPasswordResetRequest,
  RequestPasswordResetResponse,
} from '../../../domain/auth-forms';
import { functions } from '../../../lib/firebase/functions';

const requestPasswordResetCallable = httpsCallable<
  RequestPasswordResetRequest,
  RequestPasswordResetResponse
>(functions, 'requestPasswordReset');

/**
 * Asks the server to send the reset e-mail (the Auth emulator keeps the link). The server
 * keeps the spec's quota per address and per mailbox (resource-exhausted past it), and
 * answers the same whether or not an account has the address, so the form cannot be used
 * to find out who has one. The continue URL is the server's choice, not the browser's.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestPasswordResetCallable({ email: email.trim() });
}
