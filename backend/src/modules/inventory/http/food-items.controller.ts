import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AddedFoodItem,
  addFoodItemBody,
  consumeFoodItemBody,
  discardFoodItemBody,
  type ExpiryPreview,
  expiryPreviewQuery,
  type FoodItem,
  foodItemsPageQuery,
  type FoodItemView,
  type UndoneFoodChange,
  undoFoodChangeBody,
  type UpdatedFoodCard,
  type UpdatedFoodItem,
  updateFoodCardBody,
  updateFoodItemBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParam } from '#platform/http/id-param.pipe.js';
import { type JsonText, Listing, type ListAnswer } from '#platform/http/page-link.js';
import { zod } from '#platform/http/zod.pipe.js';
import { AddFoodItemCommand } from '../commands/add-food-item/add-food-item.command.js';
import { DeleteFoodItemCommand } from '../commands/delete-food-item/delete-food-item.command.js';
import { UndoFoodChangeCommand } from '../commands/undo-food-change/undo-food-change.command.js';
import { UpdateFoodCardCommand } from '../commands/update-food-card/update-food-card.command.js';
import { UpdateFoodItemCommand } from '../commands/update-food-item/update-food-item.command.js';
import type { FoodItemUsed } from '../commands/use-food-item/use-food-item.command.js';
import { UseFoodItemCommand } from '../commands/use-food-item/use-food-item.command.js';
import { GetExpiryPreviewQuery } from '../queries/get-expiry-preview/get-expiry-preview.query.js';
import { GetFoodItemQuery } from '../queries/get-food-item/get-food-item.query.js';
import { ListFoodItemsJsonQuery } from '../queries/list-food-items/list-food-items-json.query.js';
import { ListFoodItemsQuery } from '../queries/list-food-items/list-food-items.query.js';
import { ListFoodItemsPageQuery } from '../queries/list-food-items-page/list-food-items-page.query.js';

@Controller('api/food-items')
export class FoodItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * One row per lot; rows with the same `foodKey` and `storageLocationId` are one card (issue 16).
   * With `?limit=N[&after=…]` one page of them and a `Link` to the next; with `?fields=` only
   * those fields of each row (issue 33).
   */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(zod(foodItemsPageQuery)) { limit, after, fields, ...filters }: z.output<typeof foodItemsPageQuery>,
    @Listing() answer: ListAnswer,
  ): Promise<FoodItemView[] | JsonText<FoodItem[]>> {
    // the default shape, whole: written from the rows as text (issue 33); projections and pages as rows
    if (limit === undefined && !fields) return this.queries.execute(new ListFoodItemsJsonQuery(actor, filters)).then((text) => answer.json(text));
    return answer.wholeOrPage(
      limit,
      () => this.queries.execute(new ListFoodItemsQuery<FoodItemView>(actor, filters, fields)),
      (size) => this.queries.execute(new ListFoodItemsPageQuery(actor, filters, size, after, fields)),
    );
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', IdParam) id: string): Promise<FoodItem> {
    return this.queries.execute(new GetFoodItemQuery(actor, id));
  }

  /**
   * The date moving the lot to `storageLocationId` and/or giving it `state` would save, and what set
   * it (the household's accepted shelf life or the table; null when it keeps its date): issue 35.
   */
  @Get(':id/expiry-preview')
  expiryPreview(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Query(zod(expiryPreviewQuery)) change: z.output<typeof expiryPreviewQuery>,
  ): Promise<ExpiryPreview> {
    return this.queries.execute(new GetExpiryPreviewQuery(actor, id, change));
  }

  /** Joins the card of that food in that place; `merge` says whether a lot grew or a new one began. */
  @Post()
  add(@CurrentActor() actor: Actor, @Body(zod(addFoodItemBody)) body: z.output<typeof addFoodItemBody>): Promise<AddedFoodItem> {
    return this.commands.execute(new AddFoodItemCommand(actor, body));
  }

  /** One lot; when a rename or move made it identical to another lot, the answer is that lot with `merge`. */
  @Patch(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Body(zod(updateFoodItemBody)) body: z.output<typeof updateFoodItemBody>,
  ): Promise<UpdatedFoodItem> {
    return this.commands.execute(new UpdateFoodItemCommand(actor, id, body));
  }

  /** Name, category or place of every lot of the card of `:id`, in one transaction (issue 16). */
  @Patch(':id/card')
  updateCard(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Body(zod(updateFoodCardBody)) body: z.output<typeof updateFoodCardBody>,
  ): Promise<UpdatedFoodCard> {
    return this.commands.execute(new UpdateFoodCardCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', IdParam) id: string): Promise<void> {
    await this.commands.execute(new DeleteFoodItemCommand(actor, id));
  }

  @Post(':id/consume')
  @HttpCode(200)
  consume(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Body(zod(consumeFoodItemBody)) body: z.output<typeof consumeFoodItemBody>,
  ): Promise<FoodItemUsed> {
    return this.commands.execute(new UseFoodItemCommand(actor, id, 'consumed', body.quantity, null, true));
  }

  @Post(':id/discard')
  @HttpCode(200)
  discard(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Body(zod(discardFoodItemBody)) body: z.output<typeof discardFoodItemBody>,
  ): Promise<FoodItemUsed> {
    return this.commands.execute(new UseFoodItemCommand(actor, id, 'wasted', body.quantity, body.reason ?? null, true));
  }

  /** Takes back one Use or Throw away by the token its answer gave (issue 29); the token goes in the body, out of access logs. */
  @Post('undo')
  @HttpCode(200)
  undo(@CurrentActor() actor: Actor, @Body(zod(undoFoodChangeBody)) body: z.output<typeof undoFoodChangeBody>): Promise<UndoneFoodChange> {
    return this.commands.execute(new UndoFoodChangeCommand(actor, body.token));
  }
}
