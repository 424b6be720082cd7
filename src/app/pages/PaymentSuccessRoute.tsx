import { lazy, Suspense } from 'react';
import { PaymentSuccessPage } from '../../features/payments/components/PaymentSuccessPage';

// Only while a request waits for its DJ, after the result: loaded then, not with the page.
const PushPrompt = lazy(() => import('../pwa/PushPrompt'));

/** /payment-success with the push offer for the DJ's answer (issue 40). */
export function PaymentSuccessRoute() {
  return (
    <PaymentSuccessPage
      whileWaiting={({ uid, djName }) => (
        <Suspense fallback={null}>
          <PushPrompt uid={uid} place="booking" djName={djName} />
        </Suspense>
      )}
    />
  );
}
