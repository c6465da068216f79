// Scoring of a parsed receipt against hand-written ground truth (bench/receipts-real.mjs).
// The truth file (kept outside the repository, beside the photos) lists per receipt its store, date,
// total and every printed purchase line: { text, isFood (true/false/null = cannot tell), foodName,
// price, priceAfterDiscount? }. Only numbers leave these functions: no receipt text is returned.

/** Upper-case letters and digits, everything else one space. */
function plain(text) {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The letter pairs of a text's words (digits dropped: item codes would dominate otherwise). */
function letterPairs(text) {
  const pairs = new Map();
  for (const word of plain(text).replace(/[0-9]+/g, ' ').split(/\s+/)) {
    for (let i = 0; i + 1 < word.length; i += 1) {
      const pair = word.slice(i, i + 2);
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
  }
  return pairs;
}

/**
 * How much of the truth line's letters the read line holds (0–1): shared letter pairs over the
 * truth's pairs, so a read line that adds a price or a code to the printed name still matches.
 * Read lines much longer than the truth (a whole block read as one line) are discounted.
 */
export function lineSimilarity(truthText, readText) {
  const truth = letterPairs(truthText);
  const read = letterPairs(readText);
  let truthCount = 0;
  let readCount = 0;
  let shared = 0;
  for (const [pair, count] of truth) {
    truthCount += count;
    shared += Math.min(count, read.get(pair) ?? 0);
  }
  for (const count of read.values()) readCount += count;
  if (truthCount === 0 || readCount === 0) return 0;
  const recall = shared / truthCount;
  const precision = shared / readCount;
  return precision < 0.3 ? recall * (precision / 0.3) : recall;
}

const samePrice = (a, b) => a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) < 0.005;

/** A proposal's price is right when it is the printed line amount or the amount after the printed discount. */
export function priceRight(truthLine, price) {
  return samePrice(truthLine.price, price) || samePrice(truthLine.priceAfterDiscount, price);
}

const stopWords = new Set(['and', 'with', 'of', 'the', 'in', 'a']);

/** Plain words of a food name, singular ('tomatoes' → 'tomato', 'cherries' → 'cherry'). */
export function foodWords(text) {
  return plain(text ?? '')
    .toLowerCase()
    .replace(/[0-9]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length >= 2 && !stopWords.has(word))
    .map((word) => word.replace(/ies$/, 'y').replace(/(?<=[^aeiou]o)es$/, '').replace(/(?<!s)s$/, ''));
}

/** A proposal names the food when its name or food key shares a plain word with the truth's food name. */
export function nameRight(foodName, proposal) {
  const truth = new Set(foodWords(foodName));
  const read = [...foodWords(proposal.name), ...foodWords((proposal.foodKey ?? '').replace(/[-_]/g, ' '))];
  return read.some((word) => truth.has(word));
}

/** Store right when most of the truth's name words (not numbers) are words of the store read. */
export function storeRight(truthStore, readStore) {
  if (!readStore) return false;
  const read = new Set(plain(readStore).split(' '));
  const words = plain(truthStore)
    .split(' ')
    .filter((word) => /[A-Z]/.test(word) && word.length >= 2);
  if (words.length === 0) return false;
  const found = words.filter((word) => read.has(word)).length;
  return found / words.length >= 2 / 3;
}

/** Minimum similarity (plus 0.3 when the price agrees) for a proposal to be the reading of a truth line. */
const matchThreshold = 0.55;

/**
 * Pairs each proposal with at most one truth line and back (best pairs first): similarity of the read
 * line to the printed text, plus 0.3 when the price agrees (the name printed on the line above the price,
 * as AEON prints, is still matched by its letters).
 */
export function matchLines(truthLines, proposals) {
  const pairs = [];
  truthLines.forEach((line, t) => {
    proposals.forEach((proposal, p) => {
      const score = Math.max(lineSimilarity(line.text, proposal.raw), lineSimilarity(line.text, proposal.name)) + (priceRight(line, proposal.price) ? 0.3 : 0);
      if (score >= matchThreshold) pairs.push({ t, p, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const truthOf = new Map();
  const usedTruth = new Set();
  for (const { t, p } of pairs) {
    if (truthOf.has(p) || usedTruth.has(t)) continue;
    truthOf.set(p, t);
    usedTruth.add(t);
  }
  return truthOf;
}

/** Counts for one receipt: food lines (found, price right, name right), non-food proposals, header fields. */
export function scoreReceipt(truth, parsed) {
  const proposals = parsed?.items ?? [];
  const truthOf = matchLines(truth.lines, proposals);
  const foodLines = truth.lines.filter((line) => line.isFood === true).length;
  let found = 0;
  let pricesRight = 0;
  let namesRight = 0;
  let nonFoodProposals = 0;
  proposals.forEach((proposal, p) => {
    const t = truthOf.get(p);
    const line = t === undefined ? null : truth.lines[t];
    if (!line || line.isFood === false) {
      nonFoodProposals += 1;
      return;
    }
    if (line.isFood === null) return;
    found += 1;
    if (priceRight(line, proposal.price)) pricesRight += 1;
    if (nameRight(line.foodName, proposal)) namesRight += 1;
  });
  return {
    foodLines,
    found,
    pricesRight,
    namesRight,
    nonFoodProposals,
    storeRight: storeRight(truth.store, parsed?.store ?? null),
    dateRight: (parsed?.purchasedOn ?? null) === truth.date,
    totalRight: samePrice(truth.total, parsed?.total ?? null),
  };
}

/**
 * What OCR itself got, before any parsing: the truth's purchase lines (food or not) whose printed text
 * is one read line's (similarity ≥ 0.75), and whose price appears in the text read ('11.40', or '.50'
 * as some tills print it).
 */
export function scoreReading(truth, ocrLines) {
  let linesRead = 0;
  let pricesRead = 0;
  const all = ocrLines.join('\n');
  for (const line of truth.lines) {
    if (ocrLines.some((read) => lineSimilarity(line.text, read) >= 0.75)) linesRead += 1;
    const printed = line.price.toFixed(2);
    const short = printed.startsWith('0.') ? printed.slice(1) : null;
    const pattern = new RegExp(`(^|[^0-9])${(short ?? printed).replace('.', '[.,]')}(?![0-9])`);
    if (pattern.test(all)) pricesRead += 1;
  }
  return { purchaseLines: truth.lines.length, linesRead, pricesRead };
}

/** Sums receipt scores into the bench's percentages (null when there is nothing to divide by). */
export function summarizeScores(scores) {
  const sum = (key) => scores.reduce((total, score) => total + Number(score[key]), 0);
  const share = (part, whole) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
  const receipts = scores.length;
  const found = sum('found');
  return {
    receipts,
    refused: sum('refused'),
    purchaseLinesReadPct: share(sum('linesRead'), sum('purchaseLines')),
    pricesReadPct: share(sum('pricesRead'), sum('purchaseLines')),
    foodLines: sum('foodLines'),
    foodLinesFoundPct: share(found, sum('foodLines')),
    pricesRightOfFoundPct: share(sum('pricesRight'), found),
    namesRightOfFoundPct: share(sum('namesRight'), found),
    nonFoodProposalsPerReceipt: receipts === 0 ? null : Math.round((sum('nonFoodProposals') / receipts) * 100) / 100,
    storeRightPct: share(sum('storeRight'), receipts),
    dateRightPct: share(sum('dateRight'), receipts),
    totalRightPct: share(sum('totalRight'), receipts),
  };
}
