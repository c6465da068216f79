import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { archiveEntriesField, type ArchiveImportResult } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { StoreImportedImageCommand } from '../../../uploads/commands/store-imported-image/store-imported-image.command.js';
import { Recipe as RecipeEntity } from '../../domain/recipe.entity.js';
import { listRecipes } from '../../application/recipes.js';
import { RecipeChanged } from '../../events/recipe.events.js';
import { readRecipeArchive } from '../../export/read-recipe-archive.js';
import { ImportRecipeArchiveCommand } from './import-recipe-archive.command.js';

/**
 * Stores the chosen recipes of an archive. The archive is read again (the server keeps nothing
 * between preview and commit), every chosen entry must be one the preview offered, and all of
 * them are inserted in one transaction: one failure stores none. A recipe's photo in the archive
 * becomes an upload of the household (through the uploads module, on the same transaction) and
 * the recipe's image; a photo that is not an image uploads accept leaves the recipe without one.
 * Each recipe becomes `recipe:created` for the household's devices once the transaction has committed.
 */
@CommandHandler(ImportRecipeArchiveCommand)
export class ImportRecipeArchiveHandler implements ICommandHandler<ImportRecipeArchiveCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  execute(command: ImportRecipeArchiveCommand): Promise<ArchiveImportResult> {
    const { upload, actor } = command;
    const archive = readRecipeArchive(upload.bytes, upload.name);
    const byEntry = new Map(archive.recipes.map((item) => [item.entry, item]));
    const unknown = command.entries.find((entry) => !byEntry.has(entry));
    if (unknown !== undefined) throw new DomainError('VALIDATION', 'recipes.archive-entry-unknown', `${archiveEntriesField}: "${unknown}" is not a recipe of this archive`);
    const chosen = new Set(command.entries);
    // the archive's order, each chosen entry once
    const items = archive.recipes.filter((item) => chosen.has(item.entry));
    // a second read inflates only the chosen recipes' photos, never the whole archive's
    const wanted = new Set(items.map((item) => item.image).filter((image): image is string => image !== null));
    const photos = wanted.size > 0 ? readRecipeArchive(upload.bytes, upload.name, (name) => wanted.has(name)).images : new Map<string, Uint8Array>();
    return inUnitOfWork(this.em, this.events, async () => {
      const entities: RecipeEntity[] = [];
      for (const { recipe, image } of items) {
        const photo = image !== null ? photos.get(image) : undefined;
        const stored = photo ? await this.commands.execute(new StoreImportedImageCommand(actor.householdId, actor.userId, image!, photo)) : null;
        entities.push(
          this.em.create(RecipeEntity, {
            householdId: actor.householdId,
            userId: actor.userId,
            title: recipe.title,
            description: recipe.description,
            prepTime: recipe.prepTime,
            cookTime: recipe.cookTime,
            servings: recipe.servings,
            ingredients: recipe.ingredients,
            instructions: recipe.instructions,
            cuisine: recipe.cuisine,
            mealType: recipe.mealType,
            dietTags: recipe.dietTags,
            sourceUrl: recipe.sourceUrl,
            sourceAuthor: recipe.sourceAuthor,
            imageUrl: stored?.url ?? recipe.imageUrl,
            totalTime: recipe.totalTime ?? null,
            yieldText: recipe.yieldText ?? null,
            ingredientSections: recipe.ingredientSections ?? [],
            instructionSections: recipe.instructionSections ?? [],
            source: 'user',
          }),
        );
      }
      await this.em.flush();
      const ids = entities.map((entity) => entity.id);
      const stored = new Map((await listRecipes(this.em, this.queries, actor.householdId, ids)).map((recipe) => [recipe.id, recipe]));
      const imported = ids.map((id) => {
        const recipe = stored.get(id);
        if (!recipe) throw new Error(`Recipe ${id} vanished`);
        publishAfterCommit(this.events, new RecipeChanged('created', recipe));
        return { id, title: recipe.title };
      });
      return { imported };
    });
  }
}
