import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ApiTokenScope } from '@sous/contracts';
import type { HttpRequest } from '#platform/http/http-types.js';
import { AppConfig } from '#config/app-config.js';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { callerKey } from '#platform/rate-limit/rate-limit.middleware.js';
import { RateLimitedError, tryAgainIn } from '#platform/rate-limit/rate-limited.error.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { mcpInstructions, mcpMessages } from '../mcp-messages.js';
import { kitchenResources, resourceContents } from '../resources/kitchen-resources.js';
import type { ToolContext } from '../tools/kitchen-tool.js';
import { kitchenTools } from '../tools/tool-catalog.js';
import { toolError, toolFailure, toolSuccess } from '../tools/tool-result.js';

export interface McpCaller {
  actor: Actor;
  scope: ApiTokenScope;
  /** The HTTP request, for the rate limiter's key (the token's, like the REST routes). */
  request: HttpRequest;
}

const serverInfo = { name: 'sous', title: 'Sous kitchen', version: '1.0.0' };

/**
 * Builds the MCP server of one request: the tools and resources bound to the token's user. Every
 * tool executes the command or query its REST route executes, so validation, household isolation
 * and the socket events to the household's devices are the REST API's own.
 */
@Injectable()
export class KitchenMcpServers {
  private readonly logger = new Logger('McpResources');

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  build(caller: McpCaller): McpServer {
    const context = this.contextFor(caller);
    const server = new McpServer(serverInfo, { instructions: mcpInstructions });
    for (const tool of kitchenTools) {
      // listed to read tokens too, so the refusal can tell the user what to change (see docs/decisions.md)
      const refused = tool.writes && caller.scope === 'read';
      server.registerTool(
        tool.name,
        {
          title: tool.title,
          description: tool.description,
          inputSchema: tool.input,
          annotations: { readOnlyHint: !tool.writes, destructiveHint: false, idempotentHint: tool.idempotent ?? !tool.writes, openWorldHint: false },
        },
        async (args: Record<string, unknown>) => {
          if (refused) return toolFailure(mcpMessages.readOnly);
          try {
            return toolSuccess(await tool.run(context, args));
          } catch (error) {
            return toolError(error, tool.name);
          }
        },
      );
    }
    for (const resource of kitchenResources) {
      server.registerResource(resource.name, resource.uri, { title: resource.title, description: resource.description, mimeType: 'application/json' }, async (uri) => {
        try {
          return resourceContents(uri, await resource.read(context));
        } catch (error) {
          if (error instanceof DomainError) throw new McpError(ErrorCode.InvalidRequest, error.message);
          this.logger.error({ err: error, resource: resource.uri }, 'An MCP resource failed');
          throw new McpError(ErrorCode.InternalError, mcpMessages.internal);
        }
      });
    }
    return server;
  }

  private contextFor({ actor, request }: McpCaller): ToolContext {
    return {
      actor,
      commands: this.commands,
      queries: this.queries,
      spendAiBudget: async () => {
        const waitMs = await this.limiter.consume('ai', callerKey(request, 'user'), this.config.rateLimits.ai);
        if (waitMs > 0) throw new RateLimitedError(`Too many requests to the chef. ${tryAgainIn(waitMs)}`, waitMs);
      },
    };
  }
}
