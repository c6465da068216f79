import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { RateLimitedError } from '#platform/rate-limit/rate-limited.error.js';
import { mcpMessages } from '../mcp-messages.js';
import { toolError, toolSuccess } from './tool-result.js';

const text = (result: { content: unknown[] }) => (result.content[0] as { text: string }).text;

describe('MCP tool results', () => {
  it('answers the sentence, the data as JSON text for clients that ignore structured content, and the data', () => {
    const data = { item: { id: 'f1', name: 'Milk' } };
    expect(toolSuccess({ text: 'Added 1 Milk to the Fridge.', data })).toEqual({
      content: [
        { type: 'text', text: 'Added 1 Milk to the Fridge.' },
        { type: 'text', text: JSON.stringify(data) },
      ],
      structuredContent: data,
    });
  });

  it("turns domain refusals into tool errors with the REST answer's message", () => {
    for (const error of [new NotFoundError('inventory.food-item-not-found', 'Food item not found'), new DomainError('VALIDATION', 'mcp.invalid-tool-input', 'quantity: must be more than 0'), new RateLimitedError('Too many requests to the chef. Try again in 3 minutes.', 180_000)]) {
      const result = toolError(error, 'use_food');
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(error.message);
    }
  });

  it("never shows an unexpected error's own text, and logs it", () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const result = toolError(new Error('relation "food_items" does not exist at 10.0.0.5'), 'list_inventory');
    expect(result).toEqual({ content: [{ type: 'text', text: mcpMessages.internal }], isError: true });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
