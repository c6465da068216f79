/**
 * Why an outbound request was not made or got no answer.
 *
 * - `not-a-url`, `protocol`, `credentials`, `host`, `port`: the address itself breaks the caller's
 *   rules, which anyone can tell from the text alone; callers answer it as bad input.
 * - `unreachable`: everything that depends on the network — the name does not resolve, it resolves
 *   to a refused address, or the connection failed (refused, reset, timed out, TLS). One reason and
 *   one message for all of them, so a caller's answer cannot tell a refused internal address from a
 *   closed port, an open one that hangs, or a missing name (no scanning through this server). The
 *   underlying cause stays in `cause`, for logs only.
 */
export type OutboundErrorReason = 'not-a-url' | 'protocol' | 'credentials' | 'host' | 'port' | 'unreachable';

export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundErrorReason,
    /** The host as the address gave it (`[::1]` for IPv6), empty when the address is no URL. */
    readonly host: string,
    options?: { cause?: unknown },
  ) {
    super(reason === 'unreachable' ? `${host} could not be reached` : `The address breaks the outbound rules (${reason})`, options);
  }
}

export const unreachable = (host: string, cause?: unknown) => new OutboundError('unreachable', host, { cause });
