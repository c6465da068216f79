import { Query } from '@nestjs/cqrs';
import type { VapidPublicKeyResponse } from '@sous/contracts';

/** `GET /api/push/vapid-public-key`: the key browsers subscribe with. */
export class GetVapidPublicKeyQuery extends Query<VapidPublicKeyResponse> {}
