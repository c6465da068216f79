import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * An expiry alert sent to one device about one item on one day: claimed before sending, so a second
 * check the same day (another process, a manual check) sends nothing. Rows older than a week go.
 */
@Entity({ tableName: 'push_deliveries' })
export class PushDelivery {
  @ManyToOne(entityNamed('PushToken'), { primary: true, fieldName: 'push_token_id', mapToPk: true, deleteRule: 'cascade' })
  pushTokenId: string;

  @ManyToOne(entityNamed('FoodItem'), { primary: true, fieldName: 'food_item_id', mapToPk: true, deleteRule: 'cascade' })
  foodItemId: string;

  /** yyyy-MM-dd, the server's day (the daily job's). */
  @PrimaryKey({ type: 'text' })
  sentOn: string;
}
