import type { EntityClass } from '@mikro-orm/core';
import { JobRun } from '../jobs/job-run.entity.js';

/** The entities (tables) platform/ owns itself; each module lists its own in `<module>.entities.ts`. */
export const platformEntities: readonly EntityClass<object>[] = [JobRun];
