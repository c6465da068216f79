import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VapidPublicKeyResponse } from '@sous/contracts';
import { PushSender } from '../../domain/ports/push-sender.port.js';
import { GetVapidPublicKeyQuery } from './get-vapid-public-key.query.js';

@QueryHandler(GetVapidPublicKeyQuery)
export class GetVapidPublicKeyHandler implements IQueryHandler<GetVapidPublicKeyQuery> {
  constructor(private readonly sender: PushSender) {}

  execute(): Promise<VapidPublicKeyResponse> {
    return Promise.resolve({ publicKey: this.sender.publicKey });
  }
}
