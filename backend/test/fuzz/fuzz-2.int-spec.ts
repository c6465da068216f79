import { describeFuzzShard } from './fuzz-shard.js';

// half of the generated bad input on every route (the other half is fuzz-1.int-spec.ts)
describeFuzzShard(1, 2);
