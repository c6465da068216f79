/** The codes of the MCP server's refusals (docs/api-errors.md has each one's status). */
export const mcpErrorCodes = [
  'mcp.invalid-tool-input',
] as const satisfies readonly `mcp.${string}`[];
export type McpErrorCode = (typeof mcpErrorCodes)[number];
