import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type ApiTokenScope, type Capability, capabilitiesAt, scopeAllows } from '@sous/contracts';
import type { HttpRequest } from '#platform/http/http-types.js';
import { AppConfig } from '#config/app-config.js';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { callerKey } from '#platform/rate-limit/rate-limit.middleware.js';
import { RateLimitedError, tryAgainIn } from '#platform/rate-limit/rate-limited.error.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { InvokeCapabilityCommand } from '../../capabilities/commands/invoke-capability/invoke-capability.command.js';
import { mcpInstructions, mcpMessages } from '../mcp-messages.js';
import { kitchenResources, type ReadCapability, resourceContents } from '../resources/kitchen-resources.js';
import { toolError, toolFailure, toolSuccess } from '../tools/tool-result.js';

export interface McpCaller {
  actor: Actor;
  scope: ApiTokenScope;
  /** The HTTP request, for the rate limiter's key (the token's, like the REST routes). */
  request: HttpRequest;
}

const serverInfo = { name: 'sous', title: 'Sous kitchen', version: '1.0.0' };

/**
 * Builds the MCP server of one request: the catalog's MCP capabilities (`@sous/contracts`) as tools
 * and the resources, bound to the token's user. Every call invokes the capability on the bus, which
 * executes the command or query its REST route executes, so validation, household isolation and
 * the socket events to the household's devices are the REST API's own.
 */
@Injectable()
export class KitchenMcpServers {
  private readonly logger = new Logger('McpResources');

  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  build(caller: McpCaller): McpServer {
    const server = new McpServer(serverInfo, { instructions: mcpInstructions });
    for (const capability of capabilitiesAt('mcp')) {
      const writes = capability.scope === 'read-write';
      server.registerTool(
        capability.name,
        {
          title: capability.title,
          description: capability.description,
          inputSchema: capability.input,
          annotations: { readOnlyHint: !writes, destructiveHint: false, idempotentHint: capability.idempotent ?? !writes, openWorldHint: false },
        },
        async (args: Record<string, unknown>) => {
          // listed to read tokens too, so the refusal can tell the user what to change (see docs/decisions.md)
          if (!scopeAllows(caller.scope, capability)) return toolFailure(mcpMessages.readOnly);
          try {
            // the same per-caller AI budget as the REST AI routes: a token cannot dodge it through /mcp
            if (capability.spendsAi) await this.spendAiBudget(caller);
            return toolSuccess(await this.invoke(caller, capability, args));
          } catch (error) {
            return toolError(error, capability.name);
          }
        },
      );
    }
    const read: ReadCapability = async (capability, input) => (await this.invoke(caller, capability, input)).data;
    for (const resource of kitchenResources) {
      server.registerResource(resource.name, resource.uri, { title: resource.title, description: resource.description, mimeType: 'application/json' }, async (uri) => {
        try {
          return resourceContents(uri, await resource.read(read));
        } catch (error) {
          if (error instanceof DomainError) throw new McpError(ErrorCode.InvalidRequest, error.message);
          this.logger.error({ err: error, resource: resource.uri }, 'An MCP resource failed');
          throw new McpError(ErrorCode.InternalError, mcpMessages.internal);
        }
      });
    }
    return server;
  }

  private invoke<C extends Capability>({ actor, scope }: McpCaller, capability: C, input: unknown) {
    return this.commands.execute(new InvokeCapabilityCommand({ actor, scope, door: 'mcp' }, capability, input));
  }

  private async spendAiBudget({ request }: McpCaller): Promise<void> {
    const waitMs = await this.limiter.consume('ai', callerKey(request, 'user'), this.config.rateLimits.ai);
    if (waitMs > 0) throw new RateLimitedError(`Too many requests to the chef. ${tryAgainIn(waitMs)}`, waitMs);
  }
}
