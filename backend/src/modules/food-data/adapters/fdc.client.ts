import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { UsageTracker } from '#platform/usage/usage-tracker.js';
import { type FdcFood, fdcFood, type FdcSearchParams, type FdcSearchResult, fdcSearchResult, type FoodSource } from '../domain/ports/food-source.port.js';
import { Cooldown } from './cooldown.js';
import { ExternalServiceError } from '../domain/ports/external-service.error.js';
import { getJson } from './http-json.js';

/** Where FoodData Central is and how long to wait for it; tests point it at a local fake. */
@Injectable()
export class FdcClientSettings {
  baseUrl = 'https://api.nal.usda.gov/fdc/v1';
  timeoutMs = 4000;
  /** After a failure (unreachable, timeout, 5xx), no call for this long: searches answer offline at once. */
  cooldownMs = 30_000;
}

/**
 * USDA FoodData Central (https://fdc.nal.usda.gov/api-guide) as the FoodSource: `GET /foods/search` and
 * `GET /food/{fdcId}`. Makes no call at all without FDC_API_KEY. Every call is recorded in
 * api_usage_logs, without the key.
 */
@Injectable()
export class FdcClient implements FoodSource {
  private readonly cooldown: Cooldown;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: FdcClientSettings,
    private readonly usage: UsageTracker,
  ) {
    this.cooldown = new Cooldown(() => this.settings.cooldownMs);
  }

  get enabled(): boolean {
    return this.config.fdcApiKey !== null;
  }

  async search(params: FdcSearchParams, userId: string | null): Promise<FdcSearchResult> {
    const query: Record<string, string> = {
      query: params.query,
      pageSize: String(params.pageSize),
      pageNumber: String(params.pageNumber),
    };
    if (params.dataType.length) query.dataType = params.dataType.join(',');
    const body = await this.get('/foods/search', query, userId);
    if (body === null) return { totalHits: 0, foods: [] };
    const parsed = fdcSearchResult.safeParse(body);
    if (!parsed.success) throw new ExternalServiceError('FoodData Central', 'answered a search in an unknown shape');
    return parsed.data;
  }

  /** One food's details; null when FoodData Central does not know the id. */
  async food(fdcId: string, userId: string | null): Promise<FdcFood | null> {
    const body = await this.get(`/food/${encodeURIComponent(fdcId)}`, {}, userId);
    if (body === null) return null;
    const parsed = fdcFood.safeParse(body);
    if (!parsed.success) throw new ExternalServiceError('FoodData Central', 'answered a food in an unknown shape');
    return parsed.data;
  }

  /** The answer's body; null for 404. */
  private async get(endpoint: string, query: Record<string, string>, userId: string | null): Promise<unknown> {
    const apiKey = this.config.fdcApiKey;
    if (!apiKey) throw new ExternalServiceError('FoodData Central', 'FDC_API_KEY is not set');
    if (this.cooldown.active) throw new ExternalServiceError('FoodData Central', 'failed moments ago; not called again yet');
    const url = new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}${endpoint}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set('api_key', apiKey);
    let status: number | null = null;
    const started = performance.now();
    try {
      const answer = await getJson('FoodData Central', url.toString(), this.settings.timeoutMs);
      status = answer.status;
      if (answer.status === 404) return null;
      if (answer.status < 200 || answer.status >= 300) {
        throw new ExternalServiceError('FoodData Central', `answered ${answer.status}`, answer.status);
      }
      return answer.body;
    } finally {
      if (status === null || status >= 500) this.cooldown.failed();
      else this.cooldown.succeeded();
      await this.usage.record({
        userId,
        apiName: 'fdc',
        endpoint,
        queryParams: query,
        statusCode: status,
        success: status !== null && ((status >= 200 && status < 300) || status === 404),
        durationMs: performance.now() - started,
      });
    }
  }
}
