import { Module } from '@nestjs/common';
import { McpController } from './http/mcp.controller.js';
import { KitchenMcpServers } from './server/kitchen-mcp-server.js';

/** The MCP server for desktop AI clients (issue 20): a door onto the other modules' commands and queries. */
@Module({ controllers: [McpController], providers: [KitchenMcpServers] })
export class McpModule {}
