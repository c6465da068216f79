import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createRecipeBody, generateRecipeBody, type Recipe, updateRecipeBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { IdParamPipe } from '../../../platform/http/id-param.pipe.js';
import { zod } from '../../../platform/http/zod.pipe.js';
import { CreateRecipeCommand } from '../commands/create-recipe/create-recipe.command.js';
import { DeleteRecipeCommand } from '../commands/delete-recipe/delete-recipe.command.js';
import { GenerateRecipeCommand } from '../../../platform/integration/recipes/generate-recipe.command.js';
import { UpdateRecipeCommand } from '../commands/update-recipe/update-recipe.command.js';
import { GetRecipeQuery } from '../queries/get-recipe/get-recipe.query.js';
import { ListRecipesQuery } from '../../../platform/integration/recipes/list-recipes.query.js';

const RecipeId = new IdParamPipe('Recipe not found');

@Controller('api/recipes')
export class RecipesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<Recipe[]> {
    return this.queries.execute(new ListRecipesQuery(actor));
  }

  @Post('generate')
  generate(@CurrentActor() actor: Actor, @Body(zod(generateRecipeBody)) body: z.output<typeof generateRecipeBody>): Promise<Recipe> {
    return this.commands.execute(new GenerateRecipeCommand(actor, body));
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string): Promise<Recipe> {
    return this.queries.execute(new GetRecipeQuery(actor, id));
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(zod(createRecipeBody)) body: z.output<typeof createRecipeBody>): Promise<Recipe> {
    return this.commands.execute(new CreateRecipeCommand(actor, body));
  }

  @Patch(':id')
  update(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string, @Body(zod(updateRecipeBody)) body: z.output<typeof updateRecipeBody>): Promise<Recipe> {
    return this.commands.execute(new UpdateRecipeCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string): Promise<void> {
    await this.commands.execute(new DeleteRecipeCommand(actor, id));
  }
}
