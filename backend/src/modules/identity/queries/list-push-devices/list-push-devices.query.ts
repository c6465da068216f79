import { Query } from '@nestjs/cqrs';

/** A registered push token as stored: its device info is the client's, unchecked. */
export interface PushDevice {
  id: string;
  userId: string;
  token: string;
  deviceInfo: unknown;
}

/** Whose devices: some users, or a household's members but one. */
export type PushDeviceAudience = { userIds: readonly string[] } | { householdId: string; exceptUserId: string | null };

/** Handled by identity: the audience's push tokens of one platform, oldest first. */
export class ListPushDevicesQuery extends Query<PushDevice[]> {
  constructor(
    readonly audience: PushDeviceAudience,
    readonly platform: string,
  ) {
    super();
  }
}
