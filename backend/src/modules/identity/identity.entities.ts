import type { EntityClass } from '@mikro-orm/core';
import { ApiToken } from './domain/api-token.entity.js';
import { Identity } from './domain/identity.entity.js';
import { PasswordResetToken } from './domain/password-reset-token.entity.js';
import { PushToken } from './domain/push-token.entity.js';
import { Session } from './domain/session.entity.js';
import { User } from './domain/user.entity.js';

/**
 * The entities (tables) module identity owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const identityEntities: readonly EntityClass<object>[] = [User, Session, Identity, PushToken, ApiToken, PasswordResetToken];
