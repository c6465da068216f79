/**
 * The tools the AI chef may call: the capability catalog's chat capabilities (`@sous/contracts`,
 * issue 34), their parameters the capabilities' own zod input schemas as JSON Schema, each call
 * invoked on the bus through ChefTools like the MCP tools and the offline chef's actions.
 */
import { Logger } from '@nestjs/common';
import { capabilitiesAt, type Capability } from '@sous/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import type { ChefToolbox } from '../chef/chef-tools.js';

export interface ToolOutcome {
  /** What the model reads back. */
  data: unknown;
  /** What changed, in words, for when the model stops before saying so itself. */
  change?: string;
  /** A recipe the tool saved, remembered in the reply's metadata. */
  recipeId?: string;
}

const chatCapabilities = capabilitiesAt('chat');

/** A capability as a Chat Completions function tool: the input side of its schema, as the model sends it. */
export function functionTool(capability: Capability): OpenAI.Chat.Completions.ChatCompletionFunctionTool {
  const { $schema: _schema, ...parameters } = z.toJSONSchema(capability.input, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
  return { type: 'function', function: { name: capability.name, description: capability.description, parameters } };
}

let definitions: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] | undefined;

/** The tools as the Chat Completions API takes them (computed once). */
export function toolDefinitions(): OpenAI.Chat.Completions.ChatCompletionFunctionTool[] {
  definitions ??= chatCapabilities.map(functionTool);
  return definitions;
}

const logger = new Logger('ChefTools');

/** Runs one tool call; a refused input or a domain error goes back to the model as `{ error }`. */
export async function runTool(tools: ChefToolbox, actor: Actor, name: string, argumentsJson: string): Promise<ToolOutcome> {
  const capability = chatCapabilities.find((c) => c.name === name);
  if (!capability) return { data: { error: `There is no tool called ${name}` } };
  let raw: unknown;
  try {
    raw = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    return { data: { error: 'The arguments were not valid JSON' } };
  }
  // checked here too, so the model reads zod's own account of every bad field at once
  const parsed = capability.input.safeParse(raw);
  if (!parsed.success) return { data: { error: z.prettifyError(parsed.error) } };
  try {
    const answer = await tools.invoke(actor, capability, raw as Record<string, unknown>);
    return { data: answer.data, ...(capability.scope === 'read-write' ? { change: answer.text } : {}), ...(answer.recipeId ? { recipeId: answer.recipeId } : {}) };
  } catch (error) {
    if (error instanceof DomainError) return { data: { error: error.message } };
    logger.error({ err: error, tool: name }, 'A chef tool failed');
    return { data: { error: 'That did not work because of a problem on our side' } };
  }
}
