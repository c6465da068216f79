import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foodWords, lineSimilarity, matchLines, nameRight, scoreReading, scoreReceipt, storeRight, summarizeScores } from './receipt-truth.mjs';

const truth = {
  store: '99 Speed Mart',
  date: '2018-02-07',
  total: 45.35,
  lines: [
    { text: '2471 888 LYCHEES IN SYRUP 5', isFood: true, foodName: 'lychees', price: 10.14 },
    { text: '270 CSR GULA 12*1KG^', isFood: true, foodName: 'sugar', price: 35.2 },
    { text: '1973 GARBAGE BAG (BLUE) 74C', isFood: false, foodName: null, price: 1.25 },
    { text: 'STERILE FILTRAT', isFood: null, foodName: null, price: 5.9 },
    { text: 'TAMAGO (S)', isFood: true, foodName: 'egg', price: 2.5, priceAfterDiscount: 1.75 },
  ],
};

const item = (raw, name, price, foodKey = null) => ({ raw, name, price, foodKey });

test('a read line matches its printed text despite codes, prices and a misread letter', () => {
  assert.ok(lineSimilarity('2471 888 LYCHEES IN SYRUP 5', '2471 888 LYCHEES IN SYRUP 5   RM10.14 S') > 0.95);
  assert.ok(lineSimilarity('270 CSR GULA 12*1KG^', '270 CSR GULA 12*IKG  RM35.20 Z') > 0.7);
  assert.ok(lineSimilarity('270 CSR GULA 12*1KG^', 'TOTAL SALES (INCLUSIVE GST)') < 0.3);
  // a whole block read as one line is not a match for one of its lines
  assert.ok(lineSimilarity('GULA', 'THANK YOU PLEASE COME AGAIN KEEP THE INVOICE FOR RETURNS GULA') < 0.55);
});

test('food words are plain and singular', () => {
  assert.deepEqual(foodWords('Cherry Tomatoes'), ['cherry', 'tomato']);
  assert.deepEqual(foodWords('lychees'), ['lychee']);
  assert.deepEqual(foodWords('blueberries 1kg'), ['blueberry', 'kg']);
  assert.ok(nameRight('peanut butter biscuits', { name: 'Peanut butter', foodKey: null }));
  assert.ok(nameRight('eggs', { name: 'Egg', foodKey: null }));
  assert.ok(nameRight('cooking oil', { name: 'Minyak', foodKey: 'vegetable-oil' }));
  assert.ok(!nameRight('sugar', { name: 'Csr Gula', foodKey: null }));
});

test('the store is right when most of its words were read', () => {
  assert.ok(storeRight('99 Speed Mart', '99 Speed Mart S/B'));
  assert.ok(storeRight('AEON', 'Aeon Co. (M) Bhd'));
  assert.ok(!storeRight('99 Speed Mart', 'Lot P.T. 2811'));
  assert.ok(!storeRight('AEON', null));
});

test('each proposal is one truth line at most, best pairs first, and a price breaks ties', () => {
  const proposals = [item('2471 888 LYCHEES IN SYRUP 5 RM10.14 S', 'Lychees In Syrup', 10.14), item('1X 000000811101 2.50SR', 'Tamago', 1.75)];
  const matched = matchLines(truth.lines, proposals);
  assert.equal(matched.get(0), 0);
  assert.equal(matched.get(1), 4);
});

test('a receipt scores food lines found, prices and names of those, non-food proposals, header fields', () => {
  const parsed = {
    store: '99 Speed Mart S/B',
    purchasedOn: '2018-02-07',
    total: 45.34,
    items: [
      item('2471 888 LYCHEES IN SYRUP 5 RM10.14 S', 'Lychees in syrup', 10.14, 'lychee'),
      item('270 CSR GULA 12*1KG^ RM35.20 Z', 'Csr Gula', 3.52),
      item('1973 GARBAGE BAG (BLUE) 74C RM1.25 S', 'Garbage Bag', 1.25),
      item('STERILE FILTRAT 5.90SR', 'Sterile Filtrat', 5.9),
      item('GST SUMMARY AMOUNT(RM)', 'Gst Summary', null),
    ],
  };
  const score = scoreReceipt(truth, parsed);
  assert.deepEqual(score, {
    foodLines: 3,
    found: 2,
    pricesRight: 1,
    namesRight: 1,
    // the garbage bag and the GST line; the unknown item counts neither way
    nonFoodProposals: 2,
    storeRight: true,
    dateRight: true,
    totalRight: false,
  });
  assert.deepEqual(scoreReceipt(truth, null).found, 0);
});

test('what OCR read: printed lines and prices, before any parsing', () => {
  const reading = scoreReading(truth, ['2471 888 LYCHEES IN SYRUP 5   RM10.14 S', '270 CSR GULA 12*1KG  RM35.20 Z', 'TAMAGO (S)   2.50SR', 'PLEASE COME AGAIN']);
  assert.deepEqual(reading, { purchaseLines: 5, linesRead: 3, pricesRead: 3 });
});

test('summaries are shares of the sums, one decimal', () => {
  const one = { foodLines: 3, found: 2, pricesRight: 1, namesRight: 2, nonFoodProposals: 1, storeRight: true, dateRight: false, totalRight: true, refused: false, purchaseLines: 4, linesRead: 4, pricesRead: 3 };
  const two = { ...one, found: 1, nonFoodProposals: 0, storeRight: false, refused: true, linesRead: 1 };
  const summary = summarizeScores([one, two]);
  assert.equal(summary.receipts, 2);
  assert.equal(summary.refused, 1);
  assert.equal(summary.foodLinesFoundPct, 50);
  assert.equal(summary.pricesRightOfFoundPct, 66.7);
  assert.equal(summary.nonFoodProposalsPerReceipt, 0.5);
  assert.equal(summary.storeRightPct, 50);
  assert.equal(summary.purchaseLinesReadPct, 62.5);
});
