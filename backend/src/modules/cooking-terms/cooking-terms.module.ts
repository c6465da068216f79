import { Module } from '@nestjs/common';
import { CreateCookingTermHandler } from './commands/create-cooking-term/create-cooking-term.handler.js';
import { DeleteCookingTermHandler } from './commands/delete-cooking-term/delete-cooking-term.handler.js';
import { UpdateCookingTermHandler } from './commands/update-cooking-term/update-cooking-term.handler.js';
import { PushCookingTermChangesHandler } from './events/push-cooking-term-changes.handler.js';
import { CookingTermsController } from './http/cooking-terms.controller.js';
import { ListCookingTermsHandler } from './queries/list-cooking-terms/list-cooking-terms.handler.js';
import { LookUpCookingTermHandler } from './queries/look-up-cooking-term/look-up-cooking-term.handler.js';
import { GlossarySeeder } from './seed/glossary-seeder.js';

/** The cooking glossary: terms highlighted in recipe steps, explained by the chef, edited by admins. */
@Module({
  controllers: [CookingTermsController],
  providers: [
    ListCookingTermsHandler,
    LookUpCookingTermHandler,
    CreateCookingTermHandler,
    UpdateCookingTermHandler,
    DeleteCookingTermHandler,
    PushCookingTermChangesHandler,
    GlossarySeeder,
  ],
})
export class CookingTermsModule {}
