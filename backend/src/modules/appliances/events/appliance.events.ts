import type { Appliance } from '@sous/contracts';

export class ApplianceChanged {
  constructor(
    readonly householdId: string,
    readonly op: 'created' | 'updated',
    readonly appliance: Appliance,
  ) {}
}

export class ApplianceRemoved {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}
