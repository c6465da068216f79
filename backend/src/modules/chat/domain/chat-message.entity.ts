import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { chatRoles } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type ChatRole = (typeof chatRoles)[number];

export interface ChatAttachment {
  type: 'image' | 'audio' | 'file';
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

/** Spec 001 §3 `chat_messages`: personal, deleted with the user. */
@Entity({ tableName: 'chat_messages' })
@Index({ properties: ['userId', 'timestamp'] })
export class ChatMessage {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade' })
  userId: string;

  @Enum({ items: () => chatRoles })
  role: ChatRole;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  timestamp: Opt<Date> = new Date();

  /** Text that may hold JSON such as `{"recipeId": "…"}`. */
  @Property({ type: 'text', nullable: true })
  metadata: string | null = null;

  @Property({ type: 'json', default: '[]' })
  attachments: Opt<ChatAttachment[]> = [];
}
