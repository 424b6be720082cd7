import type { Scenario } from '../lib/harness';

// Placeholder until the scenario is written.
export const scenario: Scenario = {
  id: 'chat-restart',
  title: 'chat-restart',
  describe: () => 'not written yet',
  run: async (ctx) => {
    ctx.check('written', false, 'not written yet');
  },
};
