import type { CookingTerm } from '@sous/contracts';

export class CookingTermChanged {
  constructor(
    readonly op: 'created' | 'updated',
    readonly term: CookingTerm,
  ) {}
}

export class CookingTermRemoved {
  constructor(readonly id: string) {}
}
