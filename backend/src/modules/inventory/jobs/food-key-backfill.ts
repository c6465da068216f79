import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { foodKeyOf, identifyFood } from '@sous/kitchen';

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
    const em = () => this.orm.em.getContext() as SqlEntityManager;
    const changed = await RequestContext.create(this.orm.em, () => backfillFoodKeys(em()));
    if (changed > 0) this.logger.log(`gave ${changed} food item(s) their canonical food key`);
    const carded = await RequestContext.create(this.orm.em, () => backfillCardKeys(em()));
    if (carded > 0) this.logger.log(`gave ${carded} food item(s) their card key`);
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

/**
 * Gives rows stored before names were kept (issue 29) their card key, by libs/kitchen's rule for
 * the name they carry: lots of one name in one place stay one card. A leftover's card is its dish's
 * (its food key). Idempotent: only rows without a card key are read. Answers how many rows changed.
 */
export async function backfillCardKeys(em: SqlEntityManager): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await em.execute<{ id: string; name: string; food_key: string | null; kind: string }[]>(
      `select id, name, food_key, kind from food_items where card_key is null and food_key is not null order by id limit ${BATCH}`,
    );
    if (rows.length === 0) return changed;
    const updates = rows.map((row) => ({ id: row.id, key: row.kind === 'leftover' ? (row.food_key as string) : identifyFood(row.name).cardKey }));
    await em.execute(
      `update food_items fi set card_key = v.key from (values ${updates.map(() => '(?::uuid, ?)').join(', ')}) as v(id, key) where fi.id = v.id`,
      updates.flatMap((row) => [row.id, row.key]),
    );
    changed += updates.length;
    if (rows.length < BATCH) return changed;
  }
}
