import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import { loadEmbeddedFoods } from './load-embedded-foods.js';

/**
 * Loads the embedded food database at boot, after the migrations (DESIGN §6). The first boot of
 * an instance pays ~2 s (PGlite) to ~1 s (PostgreSQL); every later boot one query. Boot waits for
 * it, so search never sees a half-loaded database. A failure is logged and retried next boot:
 * Sous still starts, search answers from the other sources.
 */
@Injectable()
export class EmbeddedFoodLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmbeddedFoodLoader.name);

  constructor(private readonly em: SqlEntityManager) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const result = await loadEmbeddedFoods(this.em);
      if (result.loaded) {
        this.logger.log(`Loaded ${result.foodCount} foods of USDA SR Legacy in ${Math.round(result.ms)} ms`);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'Could not load the embedded food database; it is retried at the next start');
    }
  }
}
