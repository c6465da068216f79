import { randomInt } from 'node:crypto';
import { inviteCodeAlphabet, inviteCodeLength, inviteValidityDays } from '@sous/contracts';

/** A fresh code: `inviteCodeLength` characters drawn uniformly from the look-alike-free alphabet. */
export function generateInviteCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < inviteCodeLength; i += 1) code += inviteCodeAlphabet[random(inviteCodeAlphabet.length)];
  return code;
}

/** When a code made at `now` stops working. */
export const inviteExpiry = (now: Date) => new Date(now.getTime() + inviteValidityDays * 24 * 60 * 60 * 1000);
