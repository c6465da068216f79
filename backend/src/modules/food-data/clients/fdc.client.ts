import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AppConfig } from '../../../config/app-config.js';
import { UsageTracker } from '../../../platform/usage/usage-tracker.js';
import { Cooldown } from './cooldown.js';
import { ExternalServiceError, getJson } from './http-json.js';

/** Where FoodData Central is and how long to wait for it; tests point it at a local fake. */
@Injectable()
export class FdcClientSettings {
  baseUrl = 'https://api.nal.usda.gov/fdc/v1';
  timeoutMs = 4000;
  /** After a failure (unreachable, timeout, 5xx), no call for this long: searches answer offline at once. */
  cooldownMs = 30_000;
}

const nutrientOfSearch = z.looseObject({
  nutrientId: z.number().optional(),
  nutrientNumber: z.string().optional(),
  unitName: z.string().optional(),
  value: z.number().optional(),
});

const nutrientOfFood = z.looseObject({
  nutrient: z.looseObject({ id: z.number().optional(), number: z.string().optional(), unitName: z.string().optional() }).optional(),
  amount: z.number().optional(),
});

/** A food as FoodData Central describes it, in its search results or its food details (the fields Sous reads). */
export const fdcFood = z.looseObject({
  fdcId: z.number(),
  description: z.string(),
  dataType: z.string().optional(),
  brandOwner: z.string().nullish(),
  brandName: z.string().nullish(),
  gtinUpc: z.string().nullish(),
  ingredients: z.string().nullish(),
  servingSize: z.number().nullish(),
  servingSizeUnit: z.string().nullish(),
  householdServingFullText: z.string().nullish(),
  /** A string in search results and branded details; `{ description }` for SR Legacy and Foundation details. */
  foodCategory: z.union([z.string(), z.looseObject({ description: z.string().optional() })]).nullish(),
  brandedFoodCategory: z.string().nullish(),
  foodNutrients: z.array(z.union([nutrientOfSearch, nutrientOfFood])).optional(),
  foodPortions: z
    .array(
      z.looseObject({
        gramWeight: z.number().optional(),
        amount: z.number().nullish(),
        modifier: z.string().nullish(),
        portionDescription: z.string().nullish(),
        measureUnit: z.looseObject({ name: z.string().nullish() }).nullish(),
      }),
    )
    .optional(),
  score: z.number().optional(),
});
export type FdcFood = z.infer<typeof fdcFood>;

export const fdcSearchResult = z.looseObject({
  totalHits: z.number().default(0),
  currentPage: z.number().optional(),
  totalPages: z.number().optional(),
  foods: z.array(fdcFood).default([]),
});
export type FdcSearchResult = z.infer<typeof fdcSearchResult>;

export interface FdcSearchParams {
  query: string;
  dataType: readonly string[];
  pageSize: number;
  pageNumber: number;
}

/**
 * USDA FoodData Central (https://fdc.nal.usda.gov/api-guide): `GET /foods/search` and
 * `GET /food/{fdcId}`. Makes no call at all without FDC_API_KEY. Every call is recorded in
 * api_usage_logs, without the key.
 */
@Injectable()
export class FdcClient {
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
