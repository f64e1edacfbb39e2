import type { ReadModel } from './read-model';

/** Placeholder until the read model lands: every read that needs it answers 501. */
export function createReadModel(): ReadModel {
  return {
    viewOf: async () => {
      throw new Error('read model not built yet');
    },
  };
}
