/**
 * Which ingredient lines a household would not want (issue 30): lines holding one of its allergens
 * or a food it always avoids. Allergens are read as families ("milk" is butter, cheese and yogurt
 * too; "peanuts" is peanut butter and groundnut oil), avoided foods through the food catalog's
 * synonyms ("cilantro" is fresh coriander, not coriander seed). Pure: the caller warns, never refuses.
 */
import { catalogFood, resolveFood } from '../food-identity/resolve-food.js';
import { foodWords } from '../food-identity/food-text.js';

export type AvoidedKind = 'allergen' | 'avoid';

export interface AvoidedLine {
  /** The line as written. */
  line: string;
  /** Its position in the list. */
  index: number;
  /** The allergen or avoided food it holds, as the household wrote it ("cilantro", "Peanuts"). */
  hits: string;
  kind: AvoidedKind;
}

export interface Avoidances {
  allergens?: readonly string[];
  avoid?: readonly string[];
}

type Family = 'peanut' | 'treeNut' | 'milk' | 'egg' | 'fish' | 'shellfish' | 'soy' | 'wheat' | 'gluten' | 'sesame';

/** Each family's phrases, and phrases that look like it but are not (blanked out before matching). */
const FAMILIES: Readonly<Record<Family, { has: string; not?: string }>> = {
  peanut: { has: 'peanut|groundnut|arachis oil|monkey nut|satay|goober' },
  treeNut: {
    has: 'tree nut|nut|mixed nut|almond|walnut|pecan|cashew|pistachio|hazelnut|filbert|macadamia|brazil nut|pine nut|pignoli|chestnut|praline|marzipan|frangipane|nutella|gianduja|amaretto|nougat',
    not: 'water chestnut|nut free|coconut|nutmeg|butternut|doughnut|nutritional yeast',
  },
  milk: {
    has:
      'milk|butter|buttermilk|cheese|cream|sour cream|creme fraiche|yogurt|yoghurt|ghee|whey|casein|lactose|kefir|custard|ice cream|half and half|' +
      'parmesan|parmigiano|cheddar|mozzarella|ricotta|feta|gouda|brie|camembert|gruyere|mascarpone|paneer|halloumi|pecorino|provolone|emmental|' +
      'manchego|quark|skyr|labneh|dulce de leche|alfredo|bechamel|white chocolate|milk chocolate|curd|burrata|stracciatella|queso|fromage',
    not:
      'coconut milk|coconut cream|almond milk|oat milk|soy milk|soya milk|rice milk|cashew milk|hemp milk|plant milk|oat cream|peanut butter|almond butter|' +
      'cashew butter|nut butter|seed butter|sunflower butter|sunflower seed butter|apple butter|cocoa butter|shea butter|butternut|butter bean|' +
      'cream of tartar|bean curd|dairy free|vegan butter|vegan cheese|vegan cream|milk free',
  },
  egg: { has: 'egg|egg white|egg yolk|yolk|mayonnaise|mayo|meringue|aioli|eggnog|hollandaise|bearnaise', not: 'egg free|egg replacer|flax egg|chia egg|vegan egg|vegan mayo|vegan mayonnaise' },
  fish: {
    has:
      'fish|salmon|tuna|cod|haddock|halibut|tilapia|trout|sardine|anchovy|mackerel|herring|sea bass|snapper|catfish|pollock|swordfish|' +
      'fish sauce|worcestershire|bonito|dashi|caviar|roe|branzino|monkfish|hake|pilchard|kipper|lox',
    not: 'shellfish|fish free',
  },
  shellfish: {
    has: 'shellfish|shrimp|prawn|crab|lobster|crayfish|crawfish|langoustine|scallop|clam|mussel|oyster|oyster sauce|squid|calamari|octopus|cockle|whelk|krill|shrimp paste',
    not: 'oyster mushroom|crab apple|shellfish free',
  },
  soy: { has: 'soy|soya|soybean|soy sauce|tofu|tempeh|edamame|miso|tamari|shoyu|bean curd|natto|teriyaki|hoisin', not: 'soy free' },
  wheat: {
    has:
      'wheat|flour|all purpose flour|bread|breadcrumb|panko|pasta|spaghetti|noodle|couscous|bulgur|semolina|farro|spelt|seitan|cracker|tortilla|pita|naan|' +
      'baguette|croissant|soy sauce|durum|pastry|puff pastry|pie crust|biscuit|cake|macaroni|lasagna|lasagne|orzo|ramen|udon|penne|fusilli|linguine|fettuccine|' +
      'tagliatelle|rigatoni|gnocchi|bagel|brioche|bun|roll|crouton|graham cracker|hoisin|teriyaki',
    not:
      'buckwheat|wheat free|gluten free|almond flour|rice flour|coconut flour|corn flour|cornflour|chickpea flour|gram flour|oat flour|tapioca flour|' +
      'potato flour|buckwheat flour|cassava flour|corn tortilla|rice noodle|glass noodle|rice vermicelli|soba|rice paper|rice cake|rice cracker',
  },
  gluten: { has: 'barley|rye|malt|malt vinegar|beer|oat|oatmeal|triticale', not: 'gluten free|gluten free oat|certified gluten free' },
  sesame: { has: 'sesame|tahini|sesame oil|sesame seed|halva|halvah|za atar|zaatar|gomasio|hummus|benne', not: 'sesame free' },
};

/** The allergen words people use, read as families. */
const ALLERGEN_WORDS: ReadonlyMap<string, readonly Family[]> = new Map<string, readonly Family[]>([
  ['peanut', ['peanut']],
  ['groundnut', ['peanut']],
  ['tree nut', ['treeNut']],
  ['nut', ['treeNut', 'peanut']],
  ['milk', ['milk']],
  ['dairy', ['milk']],
  ['lactose', ['milk']],
  ['cow milk', ['milk']],
  ['egg', ['egg']],
  ['fish', ['fish']],
  ['shellfish', ['shellfish']],
  ['crustacean', ['shellfish']],
  ['mollusc', ['shellfish']],
  ['mollusk', ['shellfish']],
  ['seafood', ['fish', 'shellfish']],
  ['soy', ['soy']],
  ['soya', ['soy']],
  ['soybean', ['soy']],
  ['wheat', ['wheat']],
  ['gluten', ['wheat', 'gluten']],
  ['sesame', ['sesame']],
]);

/** Words of a text as the catalog reads them: lowercased, accents and punctuation gone, singular. */
const words = (text: string): string[] => foodWords(text.replace(/-/g, ' '));

const phrases = (list: string | undefined): string[][] => (list ? list.split('|').map(words).filter((p) => p.length > 0) : []);

const FAMILY_PHRASES: Readonly<Record<Family, { has: string[][]; not: string[][] }>> = Object.fromEntries(
  (Object.entries(FAMILIES) as [Family, { has: string; not?: string }][]).map(([family, lists]) => [family, { has: phrases(lists.has), not: phrases(lists.not) }]),
) as Record<Family, { has: string[][]; not: string[][] }>;

/** Where `phrase` starts in `tokens`, or -1. */
function findPhrase(tokens: readonly string[], phrase: readonly string[]): number {
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/** The tokens with every occurrence of the phrases blanked, so "peanut butter" is not butter. */
function blank(tokens: readonly string[], exclusions: readonly string[][]): string[] {
  const out = [...tokens];
  for (const phrase of exclusions) {
    for (let at = findPhrase(out, phrase); at >= 0; at = findPhrase(out, phrase)) out.fill('', at, at + phrase.length);
  }
  return out;
}

const holds = (tokens: readonly string[], options: readonly string[][]): boolean => options.some((phrase) => findPhrase(tokens, phrase) >= 0);

function inFamily(tokens: readonly string[], family: Family): boolean {
  const { has, not } = FAMILY_PHRASES[family];
  return holds(blank(tokens, not), has);
}

/** The families an allergen or avoided word names ("Tree Nuts", "dairy"), or null when it is a food. */
function familiesOf(name: string): readonly Family[] | null {
  const key = words(name).join(' ');
  return ALLERGEN_WORDS.get(key) ?? ALLERGEN_WORDS.get(key.replace(/ allergy$/, '')) ?? null;
}

/**
 * The phrases that name one food: its own words, and, when the catalog knows it, every alias of
 * that food ("cilantro" → "coriander leaf", "fresh coriander", "chinese parsley").
 */
function foodPhrases(name: string): string[][] {
  const own = words(name);
  const found = [own];
  const food = catalogFood(resolveFood(name).key);
  if (food) for (const alias of food.aliases) found.push(words(alias));
  return found.filter((p) => p.length > 0);
}

interface Matcher {
  hits: string;
  kind: AvoidedKind;
  test: (tokens: readonly string[]) => boolean;
}

function matcherOf(name: string, kind: AvoidedKind): Matcher | null {
  const hits = name.trim();
  if (hits === '') return null;
  const families = familiesOf(hits);
  if (families) return { hits, kind, test: (tokens) => families.some((family) => inFamily(tokens, family)) };
  const options = foodPhrases(hits);
  if (options.length === 0) return null;
  return { hits, kind, test: (tokens) => holds(tokens, options) };
}

/**
 * The lines that hold one of the allergens or avoided foods, one entry per line (allergens first:
 * they matter more), in line order.
 */
export function avoidedLines(ingredients: readonly string[], { allergens = [], avoid = [] }: Avoidances): AvoidedLine[] {
  const matchers = [...allergens.map((a) => matcherOf(a, 'allergen')), ...avoid.map((a) => matcherOf(a, 'avoid'))].filter((m): m is Matcher => m !== null);
  if (matchers.length === 0) return [];
  const found: AvoidedLine[] = [];
  ingredients.forEach((line, index) => {
    const tokens = words(line);
    const match = matchers.find((m) => m.test(tokens));
    if (match) found.push({ line, index, hits: match.hits, kind: match.kind });
  });
  return found;
}

/** The warning shown for a line: "Contains cilantro, which your household avoids". */
export function avoidedLineMessage(hit: Pick<AvoidedLine, 'hits' | 'kind'>): string {
  const name = hit.hits.toLowerCase();
  return hit.kind === 'allergen' ? `Contains ${name}, an allergen in your household` : `Contains ${name}, which your household avoids`;
}
