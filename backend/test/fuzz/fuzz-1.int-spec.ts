import { describeFuzzShard } from './fuzz-shard.js';

// half of the generated bad input on every route (the other half is fuzz-2.int-spec.ts)
describeFuzzShard(0, 2);
