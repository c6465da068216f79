import type { EntityClass } from '@mikro-orm/core';

const registry = new Map<string, EntityClass<object>>();

/** Called with every entity before the ORM starts (config/mikro-orm.config.ts, from app.entities.ts). */
export function registerEntities(entities: readonly EntityClass<object>[]): void {
  for (const entity of entities) registry.set(entity.name, entity);
}

/**
 * Targets a relation at another module's entity by its class name. A foreign key across bounded
 * contexts is a fact of the database, not a code dependency: with `mapToPk` the property is just
 * the id, so the module never needs the other module's class (and may not import it).
 *
 *   @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade' })
 *   userId: string;
 */
export const entityNamed =
  (name: string) =>
  (): EntityClass<object> => {
    const entity = registry.get(name);
    if (!entity) throw new Error(`No entity named ${name} is registered (each module's <module>.entities.ts, assembled in app.entities.ts)`);
    return entity;
  };
