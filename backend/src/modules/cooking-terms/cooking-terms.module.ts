import { Module } from '@nestjs/common';
import { CookingTermsController } from './http/cooking-terms.controller.js';
import { ListCookingTermsHandler } from './queries/list-cooking-terms/list-cooking-terms.handler.js';
import { LookUpCookingTermHandler } from './queries/look-up-cooking-term/look-up-cooking-term.handler.js';
import { GlossarySeeder } from './seed/glossary-seeder.js';

/** The cooking glossary: terms highlighted in recipe steps and explained by the chef. */
@Module({
  controllers: [CookingTermsController],
  providers: [ListCookingTermsHandler, LookUpCookingTermHandler, GlossarySeeder],
})
export class CookingTermsModule {}
