import { Command } from '@nestjs/cqrs';
import type { CreateUploadUrlResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/objects/upload`: a signed, expiring, single-use URL to PUT one file to. */
export class CreateUploadUrlCommand extends Command<CreateUploadUrlResponse> {
  constructor(readonly actor: Actor) {
    super();
  }
}
