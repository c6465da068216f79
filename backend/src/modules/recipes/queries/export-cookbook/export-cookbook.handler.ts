import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { archiveLimits } from '@sous/contracts';
import { archivePhotos } from '../../export/archive-photos.js';
import { cookbookTooLarge } from '../../export/archive.errors.js';
import { cookbookArchive } from '../../export/cookbook-archive.js';
import { exportableRecipes } from '../../export/exportable-recipe.js';
import { type CookbookArchiveFile, ExportCookbookQuery } from './export-cookbook.query.js';

@QueryHandler(ExportCookbookQuery)
export class ExportCookbookHandler implements IQueryHandler<ExportCookbookQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: ExportCookbookQuery): Promise<CookbookArchiveFile> {
    const recipes = await exportableRecipes(this.em, actor.householdId);
    // the archive is built in memory; the bound keeps it to a few MB and importable in one piece
    if (recipes.length > archiveLimits.recipes) throw cookbookTooLarge();
    const photos = await archivePhotos(this.queries, actor.householdId, recipes);
    const now = new Date();
    return { bytes: cookbookArchive(recipes, now, photos), fileName: `sous-cookbook-${now.toISOString().slice(0, 10)}.zip`, count: recipes.length };
  }
}
