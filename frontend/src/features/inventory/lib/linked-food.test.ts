import { describe, expect, it } from 'vitest';
import { linkedFoodNote } from './linked-food';

describe('linkedFoodNote', () => {
  it('names the linked food where it differs from the name', () => {
    expect(linkedFoodNote({ name: 'Kerrygold butter', foodName: 'Butter', state: null, kind: 'food' })).toBe('Butter');
    expect(linkedFoodNote({ name: 'Butter', foodName: 'Butter', state: null, kind: 'food' })).toBeNull();
    expect(linkedFoodNote({ name: 'Leftover lasagna', foodName: null, state: 'leftover', kind: 'food' })).toBeNull();
  });

  it('adds the state unless the name says it', () => {
    expect(linkedFoodNote({ name: 'Salsa', foodName: 'Salsa', state: 'opened', kind: 'food' })).toBe('Opened');
    expect(linkedFoodNote({ name: 'Bone-in chicken thighs', foodName: 'Chicken thighs', state: 'thawed', kind: 'food' })).toBe('Chicken thighs · thawed');
    expect(linkedFoodNote({ name: 'Cooked rice', foodName: 'Rice', state: 'cooked', kind: 'food' })).toBe('Rice');
  });
});
