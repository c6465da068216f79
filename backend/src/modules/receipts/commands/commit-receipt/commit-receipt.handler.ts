import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommitReceiptResponse } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { AddFoodItemsCommand, type NewFoodItem } from '../../../inventory/commands/add-food-items/add-food-items.command.js';
import { ReceiptExpiryInPastError } from '../../domain/receipts.errors.js';
import { CommitReceiptCommand } from './commit-receipt.command.js';

/**
 * The reviewed receipt goes into the inventory through inventory's own batch add: one transaction
 * (all items or none), each item joining its food's card in its place as a single add does, the
 * line's price kept per unit and in the food's price history, and `food-item:created/updated`
 * sent to the household after the commit.
 */
@CommandHandler(CommitReceiptCommand)
export class CommitReceiptHandler implements ICommandHandler<CommitReceiptCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ actor, body }: CommitReceiptCommand): Promise<CommitReceiptResponse> {
    // the add refuses a past date too, but only this list knows which item it was; a day of slack as the add allows
    const earliest = addDays(todayIn(new Date()), -1);
    const past = body.items.findIndex((item) => item.expirationDate && item.expirationDate < earliest);
    if (past >= 0) throw new ReceiptExpiryInPastError(past);
    const items: NewFoodItem[] = body.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      storageLocationId: item.storageLocationId,
      // empty: the shelf-life default of that food and place, as the add dialog does
      expirationDate: item.expirationDate || null,
      fcdId: null,
      usdaData: null,
      foodCategory: item.foodCategory ?? null,
      nutrition: null,
      imageUrl: null,
      weightInGrams: null,
      price: item.price ?? null,
    }));
    return { items: await this.commands.execute(new AddFoodItemsCommand(actor, items)) };
  }
}
