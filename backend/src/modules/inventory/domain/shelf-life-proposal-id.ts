import { createHash } from 'node:crypto';
import { type ItemState, shelfLifeKey, type StoragePlace } from '@sous/kitchen';

/**
 * A proposal's id (issue 35): a name-based UUID (version 5 layout) of its food, place and state.
 * Proposals are computed from the history on each read, not stored, so the id must be the same on
 * every read and every device; an id proposed to one household names nothing in another unless its
 * own history proposes that food there too.
 */
export function shelfLifeProposalId(key: { foodKey: string; place: StoragePlace; state: ItemState | null }): string {
  const bytes = createHash('sha1').update(`sous:shelf-life:${shelfLifeKey(key)}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
