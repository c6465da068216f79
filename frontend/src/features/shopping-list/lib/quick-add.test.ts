import { addShoppingItemBody } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add';

describe('parseQuickAdd', () => {
  it.each([
    ['2 lb chicken', { ingredient: 'chicken', quantity: '2', unit: 'lb' }],
    ['1 1/2 cups rice', { ingredient: 'rice', quantity: '1 1/2', unit: 'cup' }],
    ['½ cup sugar', { ingredient: 'sugar', quantity: '1/2', unit: 'cup' }],
    ['400g flour', { ingredient: 'flour', quantity: '400', unit: 'g' }],
    ['0.5 kg beef', { ingredient: 'beef', quantity: '1/2', unit: 'kg' }],
    ['3 eggs', { ingredient: 'eggs', quantity: '3' }],
    ['2 chicken breasts', { ingredient: 'chicken breasts', quantity: '2' }],
    ['2-3 apples', { ingredient: 'apples', quantity: '3' }],
    ['milk', { ingredient: 'milk' }],
    ['  oat milk  ', { ingredient: 'oat milk' }],
    ['2% milk', { ingredient: '2% milk' }],
    ['0 eggs', { ingredient: 'eggs' }],
  ])('%s', (text, body) => {
    const result = parseQuickAdd(text);
    expect(result).toEqual({ ok: true, body });
    // Every body it builds is one the API accepts.
    if (result.ok) expect(addShoppingItemBody.safeParse(result.body).success).toBe(true);
  });

  it('refuses blank text and an amount with nothing to buy', () => {
    expect(parseQuickAdd('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseQuickAdd('2 lb')).toEqual({ ok: false, reason: 'noName' });
  });

  it('keeps names within the contract length', () => {
    const result = parseQuickAdd(`2 ${'x'.repeat(300)}`);
    expect(result.ok && result.body.ingredient.length).toBe(120);
  });
});
