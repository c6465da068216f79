import { Injectable, Logger, Optional } from '@nestjs/common';
import OpenAI from 'openai';
import { z } from 'zod';
import { AppConfig } from '#config/app-config.js';
import { Metrics } from '../metrics/metrics.service.js';
import { trackedFetch } from '../usage/tracked-fetch.js';
import { UsageTracker } from '../usage/usage-tracker.js';

/** Default model when OPENAI_MODEL is unset: a small, cheap one most compatible servers also alias. */
export const defaultModel = 'gpt-4o-mini';

export type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';
}

/**
 * The one door to an OpenAI-compatible model (OpenAI, Ollama, llama.cpp, vLLM, LM Studio), used
 * only when OPENAI_API_KEY or OPENAI_BASE_URL is set. Callers fall back to the offline chef when
 * `configured` is false or a call throws.
 */
@Injectable()
export class AiClient {
  private readonly logger = new Logger('AiClient');
  readonly client: OpenAI | null;
  readonly model: string;

  constructor(config: AppConfig, usage: UsageTracker, @Optional() metrics?: Metrics) {
    const settings = config.openai;
    this.model = settings?.model ?? defaultModel;
    this.client = settings
      ? new OpenAI({
          // local servers (Ollama, llama.cpp) accept any key but the SDK insists on one
          apiKey: settings.apiKey ?? 'not-needed',
          baseURL: settings.baseUrl ?? undefined,
          timeout: settings.timeoutMs,
          maxRetries: 1,
          // every request of the SDK (chat, streams, vision, transcription) lands in api_usage_logs
          // and counted and timed for /metrics
          fetch: instrumented(metrics, trackedFetch(usage, 'openai', settings.baseUrl ? new URL(settings.baseUrl).pathname.replace(/\/+$/, '') : '/v1')),
        })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /**
   * A JSON answer validated by `schema` (structured output), asked again once when the model
   * answers something that does not parse or validate.
   */
  async completeJson<S extends z.ZodType>(name: string, schema: S, messages: ChatMessage[]): Promise<z.output<S>> {
    if (!this.client) throw new ModelUnavailableError('No model is configured');
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
    let conversation = [...messages];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages: conversation,
        response_format: { type: 'json_schema', json_schema: { name, schema: jsonSchema, strict: false } },
      });
      const content = completion.choices[0]?.message?.content ?? '';
      const parsed = parseJson(content);
      const result = parsed === undefined ? null : schema.safeParse(parsed);
      if (result?.success) return result.data;
      this.logger.warn({ attempt, name }, 'The model answered JSON that does not fit the schema');
      conversation = [
        ...conversation,
        { role: 'assistant', content },
        { role: 'user', content: `That was not valid JSON for the schema ${name}. Answer again with only the JSON object.` },
      ];
    }
    throw new ModelUnavailableError(`The model did not produce a valid ${name}`);
  }
}

function instrumented(metrics: Metrics | undefined, inner: typeof fetch): typeof fetch {
  return metrics ? metrics.instrumentFetch(inner) : inner;
}

function parseJson(content: string): unknown {
  // some local models wrap JSON in a Markdown fence despite the response format
  const text = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
