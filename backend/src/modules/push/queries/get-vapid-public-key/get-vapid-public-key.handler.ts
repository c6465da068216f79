import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VapidPublicKeyResponse } from '@sous/contracts';
import { WebPushSender } from '../../database/web-push-sender.js';
import { GetVapidPublicKeyQuery } from './get-vapid-public-key.query.js';

@QueryHandler(GetVapidPublicKeyQuery)
export class GetVapidPublicKeyHandler implements IQueryHandler<GetVapidPublicKeyQuery> {
  constructor(private readonly sender: WebPushSender) {}

  execute(): Promise<VapidPublicKeyResponse> {
    return Promise.resolve({ publicKey: this.sender.keys.publicKey });
  }
}
