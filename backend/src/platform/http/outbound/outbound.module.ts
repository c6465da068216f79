import { Global, Module } from '@nestjs/common';
import { OutboundNetwork } from './outbound-network.js';
import { OutboundPolicy } from './outbound-policy.js';

/** The outbound-address policy for every module that fetches an address a user gave (recipe import, Web Push). */
@Global()
@Module({ providers: [OutboundNetwork, OutboundPolicy], exports: [OutboundPolicy] })
export class OutboundModule {}
