import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* and waitFor poll until what they wait for is true; the bound only says how long a
// test may take to fail. Testing Library's 1 s default is for a developer's idle machine. In
// `npm test` these files share two cores with the reliability suite (scripts/test-all.ts),
// and the large MUI forms re-render for longer than that after a submit: DjApplicationForm's
// navigation after a verified application came at 1.0+ s once (clean run of 1fd5f8e) and
// failed a run whose product behaviour was right. 5 s matches the slowest forms' own bounds
// (PlaceField, UpdatePrompt); test timeouts stay as they are. Decision 0028.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
