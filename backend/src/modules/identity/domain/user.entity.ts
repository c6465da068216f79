import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TextArrayType } from '#platform/database/text-array.type.js';
import { userRoles } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type UserRole = (typeof userRoles)[number];

/** Spec 001 §3 `users`, plus the household the user belongs to and their role in this instance. */
@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  /** Nullable: some OAuth providers (X) do not disclose an address. */
  @Property({ type: 'text', nullable: true, unique: true })
  email: string | null = null;

  // A user always has a household; deleting a household that still has members is refused.
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, index: true, deleteRule: 'no action' })
  householdId: string;

  @Enum({ items: () => userRoles, default: 'member' })
  role: Opt<UserRole> = 'member';

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  dietaryRestrictions: string[] | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  allergens: string[] | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  favoriteCategories: string[] | null = null;

  @Property({ type: 'integer', default: 3 })
  expirationAlertDays: Opt<number> = 3;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  storageAreasEnabled: string[] | null = null;

  @Property({ type: 'integer', default: 2 })
  householdSize: Opt<number> = 2;

  @Property({ type: 'text', default: 'beginner' })
  cookingSkillLevel: Opt<string> = 'beginner';

  @Property({ type: 'text', default: 'imperial' })
  preferredUnits: Opt<string> = 'imperial';

  /** ISO 4217 code money is shown in (prices are stored as plain amounts). */
  @Property({ type: 'text', default: 'USD' })
  currency: Opt<string> = 'USD';

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  foodsToAvoid: string[] | null = null;

  @Property({ type: 'boolean', default: false })
  hasCompletedOnboarding: Opt<boolean> = false;

  @Property({ type: 'json', default: '[]' })
  storageLocations: Opt<unknown[]> = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
