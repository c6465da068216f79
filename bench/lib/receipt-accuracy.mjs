// Food-line accuracy of a receipt reading against its fixture (libs/kitchen RECEIPT_FIXTURES),
// shared by bench/receipts.mjs and the backend's receipt tests.

/** The fixture's food lines that name a catalog food, as their food keys in receipt order. */
export function foodLinesOf(fixture) {
  return fixture.items.filter((item) => item.foodKey !== null).map((item) => item.foodKey);
}

/**
 * How many of the fixture's food lines came back as the right food: each expected key is matched
 * once against the keys read (a receipt may list bananas twice, and both must be read).
 */
export function foodLineAccuracy(fixture, foundKeys) {
  const found = [...foundKeys];
  const expected = foodLinesOf(fixture);
  let right = 0;
  for (const key of expected) {
    const at = found.indexOf(key);
    if (at >= 0) {
      right += 1;
      found.splice(at, 1);
    }
  }
  return { right, total: expected.length };
}
