import type { EntityClass } from '@mikro-orm/core';
import { ChatMessage } from './domain/chat-message.entity.js';

/**
 * The entities (tables) module chat owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const chatEntities: readonly EntityClass<object>[] = [ChatMessage];
