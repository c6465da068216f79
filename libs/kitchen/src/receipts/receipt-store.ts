/**
 * The shop a receipt is from: a supermarket chain named in its header (through OCR noise:
 * 'WAL*MART', 'MEIJEP', 'ALD1'), on a web address or a 'thank you for shopping at' line, else the
 * first header line that reads as a name.
 */
import { dateCandidates } from './receipt-amounts.js';
import { letterShare, normalizeLine } from './receipt-text.js';

/** Chains by the name shown, with the letters they are printed with (spaces and punctuation dropped). */
const CHAINS: readonly (readonly [shown: string, ...printed: string[]])[] = [
  ['Walmart', 'walmart', 'walmartsupercenter'],
  ["Sam's Club", 'samsclub'],
  ['Meijer', 'meijer'],
  ['Target', 'target', 'supertarget'],
  ['Aldi', 'aldi'],
  ['Lidl', 'lidl'],
  ['Tesco', 'tesco'],
  ['Costco Wholesale', 'costco'],
  ['Coles', 'coles'],
  ['Woolworths', 'woolworths'],
  ['Kroger', 'kroger'],
  ['Safeway', 'safeway'],
  ["Trader Joe's", 'traderjoe', 'traderjoes'],
  ['Whole Foods Market', 'wholefoods', 'wholefoodsmarket'],
  ["Sainsbury's", 'sainsbury', 'sainsburys'],
  ['Asda', 'asda'],
  ['Morrisons', 'morrisons'],
  ['Waitrose', 'waitrose'],
  ['Iceland', 'icelandfoods'],
  ['Marks & Spencer', 'marksandspencer', 'marksspencer'],
  ['Co-op', 'coop', 'cooperative'],
  ['Publix', 'publix'],
  ['Wegmans', 'wegmans'],
  ['H-E-B', 'heb'],
  ['Albertsons', 'albertsons'],
  ['Food Lion', 'foodlion'],
  ['Giant Eagle', 'gianteagle'],
  ['Stop & Shop', 'stopshop', 'stopandshop'],
  ['Hy-Vee', 'hyvee'],
  ['Sprouts Farmers Market', 'sprouts'],
  ['Fred Meyer', 'fredmeyer'],
  ['Ralphs', 'ralphs'],
  ['Harris Teeter', 'harristeeter'],
  ['Winn-Dixie', 'winndixie'],
  ['ShopRite', 'shoprite'],
  ['Hannaford', 'hannaford'],
  ["BJ's Wholesale Club", 'bjswholesale'],
  ['Save A Lot', 'savealot'],
  ['Food 4 Less', 'foodless'],
  ['Smart & Final', 'smartfinal', 'smartandfinal'],
  ['Fresh Thyme Market', 'freshthyme'],
  ['Spar', 'spar'],
  ['Carrefour', 'carrefour'],
  ['Edeka', 'edeka'],
  ['Rewe', 'rewe'],
  ['Dunnes Stores', 'dunnes'],
  ['SuperValu', 'supervalu'],
  ['Loblaws', 'loblaws'],
  ['Sobeys', 'sobeys'],
  ['No Frills', 'nofrills'],
  ['Countdown', 'countdown'],
  ["PAK'nSAVE", 'paknsave'],
];

/** Letters OCR confuses, folded to one shape each, so 'WAL-MAPT' and 'ALD1' still compare. */
function shape(text: string): string {
  return text
    .toLowerCase()
    .replace(/rn/g, 'm')
    .replace(/[1|!ij]/g, 'l')
    .replace(/[0q]/g, 'o')
    .replace(/5/g, 's')
    .replace(/8/g, 'b')
    .replace(/[^a-z]/g, '');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length];
}

/** Whether the line's words hold the chain's, allowing an OCR slip in names of six letters or more. */
function printedIn(words: readonly string[], printed: string): boolean {
  const key = shape(printed);
  // short names ('aldi', 'spar', 'heb') only as a whole word: 'SPARKLING' is no shop
  if (key.length < 6) return words.includes(key);
  // a name may be printed in one word or spread over up to three ('TRADER JOE S')
  // (or letter by letter: 'W A L M A R T')
  const runs = [...words.flatMap((_, i) => [1, 2, 3].map((n) => words.slice(i, i + n).join(''))), words.join('')];
  const slack = key.length >= 10 ? 2 : 1;
  // whole words only: 'TARGETED OFFERS' is no Target
  return runs.some((run) => run === key || (Math.abs(run.length - key.length) <= 1 && editDistance(run, key) <= slack));
}

/** The chain a line names, if any. */
export function chainIn(line: string): string | null {
  // the cashier's or manager's name is no shop's ('Your cashier was RALPH')
  if (/\b(?:CASHIER|SERVED\s+BY|MANAGER|OPERATOR|MGR)\b/i.test(line)) return null;
  // a web address is one word: 'www.wholefoodsmarket.com' names Whole Foods
  const words = line.split(/[\s.*/\\:_-]+/).map(shape).filter((word) => word !== '');
  if (words.length === 0) return null;
  for (const [shown, ...printed] of CHAINS) {
    if (printed.some((name) => printedIn(words, name))) return shown;
  }
  return null;
}

/** 'WELCOME TO FRESH THYME #123' → 'Fresh Thyme'; null when the line is not a name. */
export function storeName(raw: string): string | null {
  const line = normalizeLine(raw)
    .replace(/^\W*(?:WELCOME\s+TO\s+)/i, '')
    .replace(/\s*(?:#|NO\.?|STORE)\s*\d+.*$/i, '')
    .replace(/[*=~_]+/g, ' ')
    .trim();
  if (line.length < 3 || letterShare(line) < 0.7) return null;
  if (/\b(?:THANK|RECEIPT|CUSTOMER|COPY|CASHIER|MEMBER|DATE|TIME|TEL|PHONE|VAT)\b/i.test(line)) return null;
  if (dateCandidates(line).length > 0 || /\d{3}/.test(line)) return null;
  const isUpper = line === line.toUpperCase();
  return isUpper ? line.toLowerCase().replace(/(^|[\s&-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()) : line;
}

/**
 * The own brands chains print in front of their items ('GV 2% MILK', 'KS EGGS'), by chain. Initials
 * are weak alone ('GV' may be a misread), so a chain is taken from brands on two item lines.
 */
const STORE_BRANDS: readonly (readonly [shown: string, brands: RegExp])[] = [
  ['Walmart', /^(?:GV|GREAT\s+VALUE|MARKETSIDE|EQUATE|MAINSTAYS|SAM'?S\s+CHOICE)\b/i],
  ['Costco Wholesale', /^(?:KS|KIRKLAND)\b/i],
  ['Target', /^(?:MP|GG|MARKET\s+PANTRY|GOOD\s*(?:&|AND)\s*GATHER|UP\s?&\s?UP|FAVORITE\s+DAY|ARCHER\s+FARMS|ROOM\s+ESSENTIALS)\b/i],
  ['Kroger', /^(?:KRO|KROGER|SIMPLE\s+TRUTH|PRIVATE\s+SELECTION)\b/i],
  ['Aldi', /^(?:FRIENDLY\s+FARMS|HAPPY\s+FARMS|GOLDHEN|COUNTRYSIDE\s+CREAMERY|KIRKWOOD|SPECIALLY\s+SELECTED|SIMPLY\s+NATURE|MILLVILLE|L'OVEN\s+FRESH)\b/i],
  ['Whole Foods Market', /^(?:365\s+WFM|365\s+EVERYDAY|WFM)\b/i],
  ['Meijer', /^(?:MEIJER|MJR)\b/i],
  ["Trader Joe's", /^(?:TRADER\s+JOE'?S|TJ'?S)\b/i],
  ['Tesco', /^TESCO\b/i],
  ["Sainsbury's", /^(?:JS|SAINSBURY'?S)\b/i],
];

// a code or flag in front of the brand: '261030045 MP SALSA', 'E 1136340 KS EGGS'
const LEADING_CODE = /^(?:[A-Z]\s+)?(?:\d{4,14}\s+)?[*#^]?/;

/** The chain whose own brands two item lines carry, if only one chain's do. */
export function chainFromBrands(itemLines: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const raw of itemLines) {
    const line = raw.trim().replace(LEADING_CODE, '');
    const brand = STORE_BRANDS.find(([, pattern]) => pattern.test(line));
    if (brand) counts.set(brand[0], (counts.get(brand[0]) ?? 0) + 1);
  }
  const found = [...counts].filter(([, count]) => count >= 2);
  return found.length === 1 ? found[0][0] : null;
}

const FOOTER_NAME = /\b(?:SHOPPING|SHOP\s+(?:AT|WITH)|THANKS?\s+(?:YOU\s+)?FOR\s+(?:CHOOSING|VISITING))\b|\bwww\.|\.(?:com|co\.uk|ie|ca|com\.au|de)\b/i;

/**
 * The shop: a chain named in the header lines (those above the first purchase), else on a web
 * address or a 'thank you for shopping at' line anywhere, else the chain whose own brands the
 * items carry, else the first line skipped as header text above the purchases that reads as a name.
 */
export function detectStore(lines: readonly { line: number; raw: string; header: boolean }[], firstItem: number, itemLines: readonly string[] = []): string | null {
  const header = lines.filter((line) => line.line < firstItem);
  for (const { raw } of header) {
    const chain = chainIn(raw);
    if (chain) return chain;
  }
  for (const { raw } of lines) {
    if (!FOOTER_NAME.test(raw)) continue;
    const chain = chainIn(raw);
    if (chain) return chain;
  }
  const branded = chainFromBrands(itemLines);
  if (branded) return branded;
  for (const { raw } of header.filter((line) => line.header)) {
    const name = storeName(raw);
    if (name !== null) return name;
  }
  return null;
}
