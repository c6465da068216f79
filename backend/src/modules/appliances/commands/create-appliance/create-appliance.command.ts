import { Command } from '@nestjs/cqrs';
import type { Appliance, createApplianceBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/appliances`: an appliance in the actor's household kitchen. */
export class CreateApplianceCommand extends Command<Appliance> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createApplianceBody>,
  ) {
    super();
  }
}
