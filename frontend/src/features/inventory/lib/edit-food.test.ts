import { addDays, todayIn } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { freezer, fridge, lot } from '@/test/food-item-fixture';
import { draftFor, previewAsk } from './edit-food';
import { groupIntoCards } from './food-cards';

const today = todayIn(new Date());

describe('previewAsk (what the Edit dialog asks the server about a move)', () => {
  const chicken = lot('c1', { expirationDate: addDays(today, 2) });
  const later = lot('c2', { expirationDate: addDays(today, 6) });
  const card = groupIntoCards([chicken, later])[0];

  it('asks about the chosen lot going to the chosen place', () => {
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: freezer.id })).toEqual({ id: 'c1', storageLocationId: freezer.id });
    expect(previewAsk(card, { ...draftFor(card, later), storageLocationId: freezer.id })).toEqual({ id: 'c2', storageLocationId: freezer.id });
  });

  it('asks nothing when nothing moves or a typed date wins', () => {
    expect(previewAsk(card, draftFor(card))).toBeNull();
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: fridge.id })).toBeNull();
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: freezer.id, expirationDate: addDays(today, 30) })).toBeNull();
  });

  it('asks nothing while a new name or category is typed: the server knows only the saved ones', () => {
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: freezer.id, name: 'Chicken thighs' })).toBeNull();
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: freezer.id, foodCategory: 'Sausages and Luncheon Meats' })).toBeNull();
    // spaces around the saved name are no new name
    expect(previewAsk(card, { ...draftFor(card), storageLocationId: freezer.id, name: ' Chicken breast ' })).toEqual({ id: 'c1', storageLocationId: freezer.id });
  });
});
