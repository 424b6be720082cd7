import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/home/components/HomePage';

// Featured DJs load after first paint, so the firestore/lite SDK and the DJ
// card stay out of the home route's initial JavaScript.
const FeaturedDjs = lazy(() => import('../../features/djs/components/FeaturedDjs'));

export function HomeRoute() {
  return (
    <HomePage
      featured={
        <Suspense fallback={null}>
          <FeaturedDjs />
        </Suspense>
      }
    />
  );
}
