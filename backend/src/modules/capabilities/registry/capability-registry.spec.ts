import { capabilitiesAt, capabilityCatalog, capabilityDoors, capabilityNamed } from '@sous/contracts';
import { z } from 'zod';
import { capabilityHandlers, handlerOf } from './capability-registry.js';

describe('the capability registry', () => {
  it('maps every capability of the catalog to exactly one handler, and nothing else', () => {
    expect(capabilityHandlers.map((entry) => entry.capability)).toEqual([...capabilityCatalog]);
    for (const capability of capabilityCatalog) expect(handlerOf(capability)?.capability).toBe(capability);
  });

  it('gives every capability a unique snake_case name', () => {
    const names = capabilityCatalog.map((capability) => capability.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    for (const name of names) expect(capabilityNamed(name)?.name).toBe(name);
    expect(capabilityNamed('teleport_food')).toBeUndefined();
  });

  it('declares an input and an output object schema, a description, a scope and its doors for every capability', () => {
    for (const capability of capabilityCatalog) {
      expect({ name: capability.name, input: capability.input instanceof z.ZodObject, output: capability.output instanceof z.ZodObject }).toEqual({ name: capability.name, input: true, output: true });
      expect(capability.description.length).toBeGreaterThan(40);
      expect(capability.title.length).toBeGreaterThan(3);
      expect(['read', 'read-write']).toContain(capability.scope);
      expect(capability.doors.length).toBeGreaterThan(0);
      for (const door of capability.doors) expect(capabilityDoors).toContain(door);
      // what both doors send: the input side as JSON Schema (a model and an MCP client read it)
      const schema = z.toJSONSchema(capability.input, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
      expect(schema.type).toBe('object');
    }
  });

  it('keeps the MCP tools documented in docs/mcp.md, in their order', () => {
    expect(capabilitiesAt('mcp').map((capability) => capability.name)).toEqual([
      'list_inventory', 'list_expiring', 'add_food', 'use_food', 'discard_food', 'move_food', 'list_shopping', 'add_shopping_item',
      'check_shopping_item', 'list_meal_plans', 'add_meal_plan', 'search_recipes', 'generate_recipe', 'import_recipe',
    ]);
  });

  it('offers the chat model every MCP tool too, so one name means one thing everywhere', () => {
    const chat = new Set(capabilitiesAt('chat').map((capability) => capability.name));
    for (const capability of capabilitiesAt('mcp')) expect(chat).toContain(capability.name);
  });

  it('marks only reads as usable by a read token, and only AI work as spending the AI budget', () => {
    const reads = capabilityCatalog.filter((capability) => capability.scope === 'read').map((capability) => capability.name);
    for (const name of reads) expect(name).toMatch(/^(?:list_|search_|look_up_|storage_life|freezing_advice|ingredient_substitutes|convert_|safe_temperature|food_pairings)/);
    expect(capabilityCatalog.filter((capability) => capability.spendsAi).map((capability) => capability.name)).toEqual(['generate_recipe', 'import_recipe']);
  });
});
