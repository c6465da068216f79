import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { foodKeyOf } from '@sous/kitchen';

const BATCH = 500;

/**
 * Gives rows stored before food identity their canonical food key (issue 16), so an old "Chicken
 * Breast" and a new "Chicken breast" are one card. The food-identity migration keyed old rows by
 * their lowercased name; a key still equal to that (or missing) is recomputed with libs/kitchen's
 * resolver, which a SQL migration cannot call. Names stay as they are. Runs at boot, in batches;
 * idempotent (a recomputed key is a kebab-case key, no longer the lowercased name, and a name that
 * is its own key is left alone), so every process of a cluster may run it.
 */
@Injectable()
export class FoodKeyBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('FoodKeyBackfill');

  constructor(private readonly orm: MikroORM) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await RequestContext.create(this.orm.em, () => backfillFoodKeys(this.orm.em.getContext() as SqlEntityManager));
    if (changed > 0) this.logger.log(`gave ${changed} food item(s) their canonical food key`);
  }
}

/** Recomputes the legacy keys (see FoodKeyBackfill); answers how many rows changed. */
export async function backfillFoodKeys(em: SqlEntityManager): Promise<number> {
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await em.execute<{ id: string; name: string; food_key: string | null }[]>(
      `select id, name, food_key from food_items
        where id > ? and (food_key is null or food_key = lower(trim(name))) order by id limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1].id;
    const updates = rows.map((row) => ({ id: row.id, key: foodKeyOf(row.name) })).filter((row, i) => row.key !== rows[i].food_key);
    if (updates.length > 0) {
      await em.execute(
        `update food_items fi set food_key = v.key from (values ${updates.map(() => '(?::uuid, ?)').join(', ')}) as v(id, key) where fi.id = v.id`,
        updates.flatMap((row) => [row.id, row.key]),
      );
      changed += updates.length;
    }
    if (rows.length < BATCH) return changed;
  }
}
