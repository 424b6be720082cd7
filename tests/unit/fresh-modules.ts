import { vi } from 'vitest';

// The unit projects share one environment per worker (vitest.config.ts: isolate false), and
// with it the module registry: without this, a module one file mocked (vi.mock) or filled
// with state stays cached for the next file, and tests depend on the order they ran in.
// Packages under node_modules stay loaded; that sharing is what makes a file cheap.
vi.resetModules();
