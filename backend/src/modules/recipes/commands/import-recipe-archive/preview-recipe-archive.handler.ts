import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ArchivePreview } from '@sous/contracts';
import { readRecipeArchive } from '../../export/read-recipe-archive.js';
import { flagDuplicates, type KnownRecipe } from './archive-duplicates.js';
import { PreviewRecipeArchiveCommand } from './preview-recipe-archive.command.js';

@CommandHandler(PreviewRecipeArchiveCommand)
export class PreviewRecipeArchiveHandler implements ICommandHandler<PreviewRecipeArchiveCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, upload }: PreviewRecipeArchiveCommand): Promise<ArchivePreview> {
    const archive = readRecipeArchive(upload.bytes, upload.name);
    const cookbook = await this.em.execute<{ title: string; source_url: string | null }[]>('select title, source_url from recipes where household_id = ? order by created_at, id', [
      actor.householdId,
    ]);
    const known: KnownRecipe[] = cookbook.map((row) => ({ title: row.title, sourceUrl: row.source_url }));
    return { recipes: flagDuplicates(archive.recipes, known), skipped: archive.skipped };
  }
}
