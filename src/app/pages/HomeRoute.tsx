import { FeaturedDjs } from '../../features/djs/components/FeaturedDjs';
import { HomePage } from '../../features/home/components/HomePage';

// Featured DJs render with the page (the server brings them); the firestore/lite SDK that
// reads them on a client-side visit loads only then (FeaturedDjs).
export function HomeRoute() {
  return <HomePage featured={<FeaturedDjs />} />;
}
