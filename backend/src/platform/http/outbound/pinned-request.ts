import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { addressBytes, sameAddress } from './ip-address.js';
import { unreachable } from './outbound-error.js';
import type { OutboundTarget } from './outbound-policy.js';

export interface PinnedRequest {
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string | number>>;
  body?: Uint8Array;
  /** Until the answer's head arrives; a caller reading the body keeps its own deadline. */
  timeoutMs: number;
}

/**
 * The socket's name resolution, answered from the target's checked addresses only: the name was
 * resolved once by the policy, and this connection can reach nothing else whatever DNS says now.
 */
function pinnedLookup(target: OutboundTarget): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? target.addresses.filter((entry) => entry.family === options.family) : target.addresses;
    if (wanted.length === 0) return callback(Object.assign(new Error(`No checked address of ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) return callback(null, wanted.map(({ address, family }) => ({ address, family })));
    return callback(null, wanted[0].address, wanted[0].family);
  };
}

const isChecked = (target: OutboundTarget, peer: string | undefined) => {
  const bytes = peer ? addressBytes(peer) : null;
  return bytes !== null && target.addresses.some(({ address }) => {
    const checked = addressBytes(address);
    return checked !== null && sameAddress(checked, bytes);
  });
};

/**
 * One request over a fresh connection (no pooled socket from another host) to a checked target.
 * The connected peer is compared with the checked addresses again before the answer is handed on.
 * Every failure before the answer's head (refused, reset, timeout, TLS, a peer that is not the
 * checked one) rejects with the same `unreachable` error.
 */
export function sendPinned(target: OutboundTarget, options: PinnedRequest): Promise<IncomingMessage> {
  const https = target.url.protocol === 'https:';
  const bareHost = target.url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve, reject) => {
    let settled = false;
    let peer: string | undefined;
    const fail = (cause: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(unreachable(target.host, cause));
    };
    const req: ClientRequest = (https ? httpsRequest : httpRequest)(target.url, {
      method: options.method,
      headers: options.headers,
      agent: false,
      lookup: pinnedLookup(target),
      // certificate and SNI for the name without a trailing dot (`fcm.googleapis.com.`)
      ...(https && !isIP(bareHost) ? { servername: bareHost.replace(/\.$/, '') } : {}),
    });
    const timer = setTimeout(() => fail(new Error(`No answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        peer = socket.remoteAddress;
        if (!isChecked(target, peer)) fail(new Error(`Connected to ${peer ?? 'an unknown peer'}, which was not checked`));
      });
    });
    req.on('response', (response: IncomingMessage) => {
      if (settled) return void response.destroy();
      if (!isChecked(target, peer ?? response.socket.remoteAddress)) {
        response.destroy();
        return fail(new Error('The answering peer was not checked'));
      }
      settled = true;
      clearTimeout(timer);
      resolve(response);
    });
    req.on('error', fail);
    req.end(options.body);
  });
}
