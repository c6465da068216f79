/**
 * The server's clock as this device sees it (issue 35): timers end at server instants, so a phone
 * whose clock runs a minute off still shows the tablet's seconds. Every answer and event of a cook
 * session carries `serverNow`; the offset is taken when it arrives (network delay is the error).
 */
let offsetMs = 0;

/** Notes the server's time of an answer or event that arrived just now. */
export function noteServerTime(serverNow: string, receivedAt = Date.now()): void {
  const server = Date.parse(serverNow);
  if (Number.isFinite(server)) offsetMs = server - receivedAt;
}

/** Now on the server's clock, in ms since the epoch. */
export function serverNow(localNow = Date.now()): number {
  return localNow + offsetMs;
}
