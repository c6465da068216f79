import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Spec 001 §3 `sessions`: the express-session store row (sid, sess, expire). */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'text' })
  sid: string;

  @Property({ type: 'json' })
  sess: Record<string, unknown>;

  // expired sessions are swept by this column
  @Index({ name: 'sessions_expire_index' })
  @Property({ type: 'datetime' })
  expire: Date;
}
