import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { addFoodCapability, capabilitiesAt, type Capability, listExpiringCapability } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import type { ChefToolbox } from '../chef/chef-tools.js';
import { runTool, toolDefinitions } from './tool-catalog.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };

/** A toolbox whose capabilities answer what a test sets, recording each invocation. */
function toolbox(answer: (capability: Capability, input: unknown) => Promise<{ text: string; data: unknown; recipeId?: string }>) {
  const invoked: [string, unknown][] = [];
  const tools = {
    invoke: (_actor: Actor, capability: Capability, input: unknown) => {
      invoked.push([capability.name, input]);
      return answer(capability, input);
    },
  } as unknown as ChefToolbox;
  return { tools, invoked };
}

describe("the chat model's tools", () => {
  it("are the catalog's chat capabilities, their parameters each capability's input schema", () => {
    const tools = toolDefinitions();
    expect(tools.map((tool) => tool.function.name)).toEqual(capabilitiesAt('chat').map((capability) => capability.name));
    const add = tools.find((tool) => tool.function.name === addFoodCapability.name)!;
    expect(add.function.description).toBe(addFoodCapability.description);
    expect(add.function.parameters).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'location']) as unknown });
    expect(add.function.parameters).not.toHaveProperty('$schema');
  });

  it('invokes the capability, telling the change of a write and nothing for a read', async () => {
    const { tools, invoked } = toolbox((capability) =>
      Promise.resolve(capability.scope === 'read' ? { text: 'Nothing is expiring soon.', data: { items: [] } } : { text: 'Added 1 lb of Rice to the Pantry.', data: { item: {} } }),
    );
    expect(await runTool(tools, actor, listExpiringCapability.name, '')).toEqual({ data: { items: [] } });
    expect(await runTool(tools, actor, 'add_food', JSON.stringify({ name: 'Rice', quantity: '1', unit: 'lb', location: 'Pantry' }))).toEqual({
      data: { item: {} },
      change: 'Added 1 lb of Rice to the Pantry.',
    });
    expect(invoked).toEqual([
      ['list_expiring', {}],
      ['add_food', { name: 'Rice', quantity: '1', unit: 'lb', location: 'Pantry' }],
    ]);
  });

  it('answers the model an error for an unknown tool, bad JSON or a refused input, invoking nothing', async () => {
    const { tools, invoked } = toolbox(() => Promise.reject(new Error('not expected')));
    expect(await runTool(tools, actor, 'teleport_food', '{}')).toEqual({ data: { error: 'There is no tool called teleport_food' } });
    expect(await runTool(tools, actor, 'add_food', '{"name":')).toEqual({ data: { error: 'The arguments were not valid JSON' } });
    const refused = await runTool(tools, actor, 'use_food', JSON.stringify({ id: 'f1', quantity: '-3' }));
    expect(refused).toEqual({ data: { error: expect.stringMatching(/quantity/) as unknown } });
    expect(invoked).toEqual([]);
  });

  it("hands back a domain refusal's message, and only a vague sentence for anything else", async () => {
    const notFound = toolbox(() => Promise.reject(new NotFoundError('inventory.food-item-not-found', 'Food item not found')));
    expect(await runTool(notFound.tools, actor, 'use_food', JSON.stringify({ id: 'f1', quantity: '1' }))).toEqual({ data: { error: 'Food item not found' } });
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const broken = toolbox(() => Promise.reject(new Error('relation "food_items" does not exist')));
    expect(await runTool(broken.tools, actor, 'list_inventory', '{}')).toEqual({ data: { error: 'That did not work because of a problem on our side' } });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
