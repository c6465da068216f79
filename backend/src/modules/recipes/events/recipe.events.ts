import type { Recipe } from '@sous/contracts';

export class RecipeChanged {
  constructor(
    readonly op: 'created' | 'updated',
    readonly recipe: Recipe,
  ) {}
}

export class RecipeRemoved {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}
