import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CommandBus } from '@nestjs/cqrs';
import { type ApiTokenScope, capabilitiesAt } from '@sous/contracts';
import type { AppConfig } from '#config/app-config.js';
import type { Actor } from '#platform/auth/actor.js';
import type { HttpRequest } from '#platform/http/http-types.js';
import type { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { InvokeCapabilityCommand } from '../../capabilities/commands/invoke-capability/invoke-capability.command.js';
import { mcpMessages } from '../mcp-messages.js';
import { KitchenMcpServers } from './kitchen-mcp-server.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };

/** The server of one request, over the SDK's in-memory transport, with a bus that records each invocation. */
async function connect(scope: ApiTokenScope) {
  const invoked: InvokeCapabilityCommand[] = [];
  const spent: string[] = [];
  const commands = {
    execute: (command: InvokeCapabilityCommand) => {
      invoked.push(command);
      return Promise.resolve({ text: 'Done.', data: { ok: true } });
    },
  } as unknown as CommandBus;
  const limiter = {
    consume: (bucket: string) => {
      spent.push(bucket);
      return Promise.resolve(0);
    },
  } as unknown as RateLimiter;
  const config = { rateLimits: { ai: { points: 10, durationMs: 3_600_000 } } } as unknown as AppConfig;
  const server = new KitchenMcpServers(commands, limiter, config).build({ actor, scope, request: { headers: {} } as unknown as HttpRequest });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'spec', version: '1' });
  await client.connect(clientSide);
  return { client, invoked, spent, close: () => Promise.all([client.close(), server.close()]) };
}

describe('the MCP server', () => {
  it("lists the catalog's MCP capabilities as tools, a write marked as not read-only", async () => {
    const { client, close } = await connect('read');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(capabilitiesAt('mcp').map((capability) => capability.name));
    for (const capability of capabilitiesAt('mcp')) {
      const tool = tools.find((t) => t.name === capability.name)!;
      expect({ name: tool.name, description: tool.description, readOnly: tool.annotations?.readOnlyHint }).toEqual({
        name: capability.name,
        description: capability.description,
        readOnly: capability.scope === 'read',
      });
    }
    await close();
  });

  it('invokes the capability on the bus as the token sees it, spending the AI budget only for AI work', async () => {
    const { client, invoked, spent, close } = await connect('read-write');
    const listed = (await client.callTool({ name: 'list_expiring', arguments: {} })) as CallToolResult;
    expect(listed.structuredContent).toEqual({ ok: true });
    expect(invoked[0]).toBeInstanceOf(InvokeCapabilityCommand);
    expect(invoked[0]).toMatchObject({ caller: { actor, scope: 'read-write', door: 'mcp' }, capability: { name: 'list_expiring' }, input: {} });
    expect(spent).toEqual([]);
    await client.callTool({ name: 'generate_recipe', arguments: {} });
    expect(spent).toEqual(['ai']);
    await close();
  });

  it('refuses a write to a read token without invoking anything', async () => {
    const { client, invoked, spent, close } = await connect('read');
    const refused = (await client.callTool({ name: 'generate_recipe', arguments: {} })) as CallToolResult;
    expect(refused).toMatchObject({ isError: true, content: [{ type: 'text', text: mcpMessages.readOnly }] });
    expect(invoked).toEqual([]);
    expect(spent).toEqual([]);
    await close();
  });
});
