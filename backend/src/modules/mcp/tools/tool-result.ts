import { Logger } from '@nestjs/common';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { toErrorReply } from '#platform/http/http-exception.filter.js';
import { mcpMessages } from '../mcp-messages.js';

const logger = new Logger('McpTools');

/**
 * The sentence first, then the same data as JSON text: clients that ignore `structuredContent`
 * still hand the model the ids it needs for the next call.
 */
export const toolSuccess = ({ text, data }: { text: string; data: unknown }): CallToolResult => ({
  content: [
    { type: 'text', text },
    { type: 'text', text: JSON.stringify(data) },
  ],
  structuredContent: data as Record<string, unknown>,
});

export const toolFailure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/**
 * A refusal the model can act on (not found, a stale version, a bad value, over a budget) is a
 * tool error with the REST answer's own message; anything else is logged and named only vaguely,
 * as the REST API's 500 would be, never the driver's text.
 */
export function toolError(error: unknown, tool: string): CallToolResult {
  if (error instanceof DomainError) return toolFailure(error.message);
  const reply = toErrorReply(error);
  if (reply.status >= 500 && reply.status !== 503) {
    logger.error({ err: error, tool }, 'An MCP tool failed');
    return toolFailure(mcpMessages.internal);
  }
  return toolFailure('message' in reply.body ? reply.body.message : mcpMessages.internal);
}
