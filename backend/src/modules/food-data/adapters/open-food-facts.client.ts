import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AppConfig } from '#config/app-config.js';
import { UsageTracker } from '#platform/usage/usage-tracker.js';
import { type OffProduct, offProduct, type ProductSource } from '../domain/ports/product-source.port.js';
import { Cooldown } from './cooldown.js';
import { ExternalServiceError } from '../domain/ports/external-service.error.js';
import { getJson } from './http-json.js';

@Injectable()
export class OpenFoodFactsClientSettings {
  timeoutMs = 4000;
  /** After a failure (unreachable, timeout, 5xx), no call for this long. */
  cooldownMs = 30_000;
  /** Open Food Facts asks API users to say who they are. */
  userAgent = 'Sous/0.1 (self-hosted kitchen assistant)';
}

const productAnswer = z.looseObject({
  status: z.union([z.number(), z.string()]).optional(),
  product: offProduct.nullish(),
});

/**
 * Open Food Facts product lookup as the ProductSource, only when OPEN_FOOD_FACTS_URL is set (e.g.
 * https://world.openfoodfacts.org). Every call is recorded in api_usage_logs.
 */
@Injectable()
export class OpenFoodFactsClient implements ProductSource {
  private readonly cooldown: Cooldown;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: OpenFoodFactsClientSettings,
    private readonly usage: UsageTracker,
  ) {
    this.cooldown = new Cooldown(() => this.settings.cooldownMs);
  }

  get enabled(): boolean {
    return this.config.openFoodFactsUrl !== null;
  }

  /** The product, or null when Open Food Facts does not know the code. */
  async product(code: string, userId: string | null): Promise<OffProduct | null> {
    const base = this.config.openFoodFactsUrl;
    if (!base) throw new ExternalServiceError('Open Food Facts', 'OPEN_FOOD_FACTS_URL is not set');
    if (this.cooldown.active) throw new ExternalServiceError('Open Food Facts', 'failed moments ago; not called again yet');
    const endpoint = `/api/v2/product/${encodeURIComponent(code)}.json`;
    let status: number | null = null;
    const started = performance.now();
    try {
      const answer = await getJson('Open Food Facts', `${base}${endpoint}`, this.settings.timeoutMs, {
        'user-agent': this.settings.userAgent,
      });
      status = answer.status;
      const parsed = productAnswer.safeParse(answer.body);
      if (answer.status === 404) return null;
      if (answer.status < 200 || answer.status >= 300) {
        throw new ExternalServiceError('Open Food Facts', `answered ${answer.status}`, answer.status);
      }
      if (!parsed.success) throw new ExternalServiceError('Open Food Facts', 'answered in an unknown shape');
      // v2 says status 1 for found, 0 for "product not found"
      if (Number(parsed.data.status) !== 1 || !parsed.data.product) return null;
      return parsed.data.product;
    } finally {
      if (status === null || status >= 500) this.cooldown.failed();
      else this.cooldown.succeeded();
      await this.usage.record({
        userId,
        apiName: 'openfoodfacts',
        endpoint,
        queryParams: { code },
        statusCode: status,
        success: status !== null && ((status >= 200 && status < 300) || status === 404),
        durationMs: performance.now() - started,
      });
    }
  }
}
