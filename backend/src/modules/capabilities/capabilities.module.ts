import { Module } from '@nestjs/common';
import { InvokeCapabilityHandler } from './commands/invoke-capability/invoke-capability.handler.js';

/**
 * The capability catalog's registry (issue 34): each capability of `@sous/contracts` mapped to the
 * command or query that does it, invoked on the bus by every agent door (the chat model's tools,
 * the MCP tools and the offline chef's actions).
 */
@Module({ providers: [InvokeCapabilityHandler] })
export class CapabilitiesModule {}
