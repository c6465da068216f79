// The size of the cookbook's availability rows for the scale bench's kitchen (5,000 lots of 20 foods,
// 2,000 recipes of 8 lines), computed in-process with libs/kitchen: every matched lot on each row
// (`recipeAvailability`, what GET /api/recipes sent before issue 18) against only the lots the card
// can use at 1–20 servings (`recipeCardRows`). `npm run build:libs && node bench/card-lots.mjs`
import { randomUUID } from 'node:crypto';
import { indexStock, recipeAvailability, recipeCardRows } from '@sous/kitchen';

const foods = ['milk', 'eggs', 'butter', 'flour', 'rice', 'pasta', 'tomatoes', 'onion', 'garlic', 'cheddar', 'spinach', 'carrots', 'potatoes', 'chicken breast', 'salmon', 'yogurt', 'apples', 'lemons', 'basil', 'olive oil'];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const lots = Array.from({ length: 5000 }, (_, i) => ({ id: randomUUID(), name: `${foods[i % foods.length]} ${i}`, quantity: String(1 + (i % 5)), unit: 'item', expirationDate: isoDay(1 + (i % 900)), foodKey: null }));
const index = indexStock(lots);
let every = 0;
let usable = 0;
for (let i = 0; i < 2000; i++) {
  const lines = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => `${1 + k} ${foods[(i + k * 3) % foods.length]}`);
  const servings = 2 + (i % 4);
  every += JSON.stringify(recipeAvailability(lines, servings, servings, index)).length;
  usable += JSON.stringify(recipeCardRows(lines, servings, 20, index)).length;
}
const mb = (bytes) => (bytes / 1048576).toFixed(1);
console.log(`ingredientMatches of 2,000 recipes over 5,000 lots: every matched lot ${mb(every)} MB, the lots the card can use ${mb(usable)} MB (${(every / usable).toFixed(1)}× less)`);
