import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AuthUser, updateProfileBody, type UserPreferences, userPreferencesBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { UpdateProfileCommand } from '../commands/update-profile/update-profile.command.js';
import { UpdateUserPreferencesCommand } from '../commands/update-user-preferences/update-user-preferences.command.js';
import { GetUserPreferencesQuery } from '../queries/get-user-preferences/get-user-preferences.query.js';

/** The caller's own preferences and names: personal, never the household's. */
@Controller('api/user')
export class UserPreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('preferences')
  preferences(@CurrentActor() actor: Actor): Promise<UserPreferences> {
    return this.queries.execute(new GetUserPreferencesQuery(actor.userId));
  }

  @Put('preferences')
  updatePreferences(
    @CurrentActor() actor: Actor,
    @Body(zod(userPreferencesBody)) body: z.output<typeof userPreferencesBody>,
  ): Promise<UserPreferences> {
    return this.commands.execute(new UpdateUserPreferencesCommand(actor.userId, body));
  }

  @Patch('profile')
  updateProfile(@CurrentActor() actor: Actor, @Body(zod(updateProfileBody)) body: z.output<typeof updateProfileBody>): Promise<AuthUser> {
    return this.commands.execute(new UpdateProfileCommand(actor.userId, body));
  }
}
