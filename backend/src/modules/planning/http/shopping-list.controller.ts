import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  addMissingBody,
  addShoppingItemBody,
  type PurchaseResponse,
  purchaseShoppingItemsBody,
  type ShoppingItem,
  updateShoppingItemBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { AddMissingIngredientsCommand } from '../commands/add-missing-ingredients/add-missing-ingredients.command.js';
import { AddShoppingItemCommand } from '../commands/add-shopping-item/add-shopping-item.command.js';
import { ClearCheckedItemsCommand } from '../commands/clear-checked-items/clear-checked-items.command.js';
import { DeleteShoppingItemCommand } from '../commands/delete-shopping-item/delete-shopping-item.command.js';
import { PurchaseShoppingItemsCommand } from '../commands/purchase-shopping-items/purchase-shopping-items.command.js';
import { UpdateShoppingItemCommand } from '../commands/update-shopping-item/update-shopping-item.command.js';
import { ListShoppingItemsQuery } from '../queries/list-shopping-items/list-shopping-items.query.js';

const ItemId = new IdParamPipe('Shopping list item not found', 'planning.shopping-item-not-found');

@Controller('api/shopping-list')
export class ShoppingListController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('items')
  list(@CurrentActor() actor: Actor): Promise<ShoppingItem[]> {
    return this.queries.execute(new ListShoppingItemsQuery(actor));
  }

  @Post('items')
  add(@CurrentActor() actor: Actor, @Body(zod(addShoppingItemBody)) body: z.output<typeof addShoppingItemBody>): Promise<ShoppingItem> {
    return this.commands.execute(new AddShoppingItemCommand(actor, body));
  }

  @Patch('items/:id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ItemId) id: string,
    @Body(zod(updateShoppingItemBody)) body: z.output<typeof updateShoppingItemBody>,
  ): Promise<ShoppingItem> {
    return this.commands.execute(new UpdateShoppingItemCommand(actor, id, body));
  }

  @Delete('items/:id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', ItemId) id: string): Promise<void> {
    await this.commands.execute(new DeleteShoppingItemCommand(actor, id));
  }

  @Post('clear-checked')
  @HttpCode(200)
  clearChecked(@CurrentActor() actor: Actor): Promise<{ removed: number }> {
    return this.commands.execute(new ClearCheckedItemsCommand(actor));
  }

  @Post('add-missing')
  @HttpCode(200)
  addMissing(@CurrentActor() actor: Actor, @Body(zod(addMissingBody)) body: z.output<typeof addMissingBody>): Promise<ShoppingItem[]> {
    return this.commands.execute(new AddMissingIngredientsCommand(actor, body));
  }

  @Post('purchase')
  @HttpCode(200)
  purchase(@CurrentActor() actor: Actor, @Body(zod(purchaseShoppingItemsBody)) body: z.output<typeof purchaseShoppingItemsBody>): Promise<PurchaseResponse> {
    return this.commands.execute(new PurchaseShoppingItemsCommand(actor, body));
  }
}
