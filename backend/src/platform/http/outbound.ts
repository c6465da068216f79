/**
 * The outbound-address policy (issue 32): one place that decides which addresses a server-side
 * request to a user-given URL may reach, and connects only there. Its parts live in ./outbound/.
 */
export { OutboundError, type OutboundErrorReason } from './outbound/outbound-error.js';
export { OutboundNetwork, type ResolvedAddress } from './outbound/outbound-network.js';
export { OutboundModule } from './outbound/outbound.module.js';
export { comparableHostname, OutboundPolicy, type OutboundRules, type OutboundTarget } from './outbound/outbound-policy.js';
export type { PinnedRequest } from './outbound/pinned-request.js';
export { type AddressClass, classifyAddress, ipv4SpecialRanges, ipv6SpecialRanges } from './outbound/special-purpose-ranges.js';
export { isKnownPushService, webPushRules, type WebPushSettings } from './outbound/web-push-services.js';
