import { Controller, Post, Req, Res } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { HttpResponse } from '#platform/http/http-types.js';
import type { Actor } from '#platform/auth/actor.js';
import { type ActorRequest, CurrentActor, TokenOnly } from '#platform/auth/auth.decorators.js';
import { KitchenMcpServers } from '../server/kitchen-mcp-server.js';

/**
 * `POST /mcp`: the Model Context Protocol over Streamable HTTP, stateless: each request gets its
 * own server and transport, answered as JSON, so any instance behind the load balancer can take
 * any request and nothing outlives it. GET (a server-initiated stream) and DELETE (ending a
 * session) have nothing to serve without sessions: the platform answers them 405 with `Allow: POST`,
 * which the protocol provides for.
 */
@Controller('mcp')
@TokenOnly()
export class McpController {
  constructor(private readonly servers: KitchenMcpServers) {}

  // the transport writes the answer (200 JSON, 202 for a notification, or its JSON-RPC error)
  @Post()
  async handle(@CurrentActor() actor: Actor, @Req() request: ActorRequest, @Res() response: HttpResponse): Promise<void> {
    // the guard admitted only a token on this route, so its scope is known
    const scope = request.apiToken?.scope ?? 'read';
    const server = this.servers.build({ actor, scope, request });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // the platform's JSON parser has read the body (size and depth limits); the SDK parses JSON-RPC from it
    await transport.handleRequest(request, response, request.body);
  }
}
