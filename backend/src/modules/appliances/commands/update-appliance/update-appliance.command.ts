import { Command } from '@nestjs/cqrs';
import type { Appliance, updateApplianceBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `PATCH /api/appliances/:id`: any member of the household may change it. */
export class UpdateApplianceCommand extends Command<Appliance> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateApplianceBody>,
  ) {
    super();
  }
}
