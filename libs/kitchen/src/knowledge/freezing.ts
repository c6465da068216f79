/**
 * Whether and how a food freezes, by kind. Based on the USDA FSIS fact sheet "Freezing and Food
 * Safety" and the National Center for Home Food Preservation's freezing guidance; the advice is
 * written for Sous. Each food of the storage table (storage-data.ts) names one of these kinds.
 */

/** yes: freezes well; texture: safe, but thaws softer or separated (best for cooking); no: don't; needless: keeps without it. */
export type FreezeVerdict = 'yes' | 'texture' | 'no' | 'needless';

export interface FreezingAdvice {
  verdict: FreezeVerdict;
  /** How to freeze it (or what to do instead). */
  how: string;
  /** What changes once thawed, or why not. */
  caveat: string;
}

export const FREEZING_ADVICE = {
  good: { verdict: 'yes', how: 'Wrap it airtight or use a freezer bag with the air pressed out, and label it with the date.', caveat: 'It thaws with little change; thaw it in the fridge.' },
  'dairy-liquid': { verdict: 'texture', how: 'Freeze it in its carton or a freezer container with about an inch of headspace, since it expands.', caveat: 'Thawed, it can separate and turn grainy: shake it well and use it for cooking, baking or smoothies rather than drinking.' },
  'no-sour-cream': { verdict: 'no', how: 'Keep it in the fridge and use it up; baked into a dish it freezes fine.', caveat: 'It separates and turns watery and grainy when thawed.' },
  yogurt: { verdict: 'texture', how: 'Freeze it in its tub or in portions (ice-cube trays work for smoothies).', caveat: 'Thawed, it turns thinner and a little grainy: stir it and use it in smoothies, baking or cooking.' },
  'cheese-hard': { verdict: 'texture', how: 'Freeze it grated or in blocks of 1 lb or less, wrapped airtight.', caveat: 'It turns crumbly, so it is best melted or cooked rather than sliced for a cheese board.' },
  'cheese-soft': { verdict: 'texture', how: 'Wrap it airtight in portions you will use at once.', caveat: 'It loses its creamy texture and can weep; use it in cooked dishes.' },
  'no-cream-cheese': { verdict: 'texture', how: 'Freeze it in its sealed pack or wrapped airtight for up to 2 months, thaw it in the fridge and beat it smooth; baked dishes made with it (cheesecake, casserole) freeze well.', caveat: 'On its own it turns crumbly and a little watery, so use it thawed in baking, sauces and dips rather than as a spread.' },
  'eggs-raw': { verdict: 'texture', how: 'Never freeze eggs in the shell (they crack). Beat whole eggs with a pinch of salt or sugar and freeze them in portions, or freeze whites and yolks apart.', caveat: 'Beaten and frozen, they work well in baking and scrambles.' },
  'no-boiled-egg': { verdict: 'no', how: 'Keep them in the fridge; cooked yolks alone can be frozen for toppings.', caveat: 'Cooked egg whites turn rubbery and watery.' },
  'raw-meat': { verdict: 'yes', how: 'Freeze it in its store packaging overwrapped with foil or a freezer bag, or rewrap airtight in portions. Thaw in the fridge, in cold water, or in the microwave and cook at once.', caveat: 'Air contact causes freezer burn (dry grey patches): safe, but trim it off.' },
  'raw-fish': { verdict: 'yes', how: 'Wrap it tightly, pressing out the air, and freeze it as soon as you can. Thaw it overnight in the fridge.', caveat: 'Fatty fish keeps its best quality for a shorter time than lean fish.' },
  'shellfish-live': { verdict: 'yes', how: 'Cook them first, or shuck them and freeze the meat in its liquid. Discard any that are dead before cooking.', caveat: 'Frozen alive in the shell they lose quality quickly.' },
  'no-raw-fish-dish': { verdict: 'no', how: 'Eat it within a day of buying it.', caveat: 'The rice goes hard and the fish watery when frozen.' },
  cooked: { verdict: 'yes', how: 'Cool it quickly (within 2 hours), pack it in shallow airtight containers and label it. Reheat to 165 °F (74 °C).', caveat: 'Fried and crisp foods soften; reheat them in the oven rather than the microwave.' },
  'cooked-veg': { verdict: 'yes', how: 'Cook it first (roast or steam), cool it and freeze it in portions.', caveat: 'Raw, it turns watery; cooked and mashed or cubed it freezes well.' },
  soup: { verdict: 'yes', how: 'Cool it quickly, then freeze it in portions with headspace for expansion.', caveat: 'Soups with pasta or potatoes soften: add those fresh when reheating.' },
  'sauce-thickened': { verdict: 'texture', how: 'Freeze it in airtight portions and whisk it well while reheating.', caveat: 'Flour- or cream-thickened sauces can separate; whisking over heat brings them back.' },
  blanch: { verdict: 'yes', how: 'Blanch it first (boil for 2 to 4 minutes, then plunge into ice water), dry it well and freeze it spread on a tray before bagging.', caveat: 'Unblanched it loses color, flavor and texture within weeks; thawed it is softer, so cook it from frozen.' },
  'freeze-raw-veg': { verdict: 'yes', how: 'Wash, seed and slice it, freeze it on a tray, then bag it. No blanching needed.', caveat: 'It softens when thawed: good for cooking, not for eating raw.' },
  'no-salad-leaves': { verdict: 'no', how: 'Keep it in the fridge wrapped in a dry towel; sturdy greens can be cooked and frozen.', caveat: 'Salad leaves turn limp and slimy when thawed.' },
  'no-watery-veg': { verdict: 'no', how: 'Keep it in the fridge and use it fresh.', caveat: 'Watery vegetables turn mushy and limp when thawed.' },
  celery: { verdict: 'texture', how: 'Chop it and freeze it on a tray, then bag it.', caveat: 'It goes limp, so only use it in soups, stews and stock.' },
  avocado: { verdict: 'texture', how: 'Mash or halve it with a little lemon or lime juice, then freeze it airtight.', caveat: 'Thawed, it is soft: fine for guacamole, smoothies and spreads, not for slicing.' },
  garlic: { verdict: 'yes', how: 'Freeze peeled cloves or minced garlic (in oil or water in ice-cube trays, kept frozen).', caveat: 'It softens but keeps its flavor for cooking. Never keep garlic in oil at room temperature.' },
  herbs: { verdict: 'texture', how: 'Chop them and freeze them in ice-cube trays covered with oil or water, or freeze whole sprigs in a bag.', caveat: 'They darken and go limp: use them in cooking rather than as a garnish.' },
  mushrooms: { verdict: 'texture', how: 'Sauté or steam them first, cool them and freeze them in portions.', caveat: 'Raw mushrooms turn spongy and watery when thawed.' },
  onions: { verdict: 'texture', how: 'Chop them and freeze them spread on a tray, then bag them.', caveat: 'They soften, so use them for cooking, not raw.' },
  potatoes: { verdict: 'no', how: 'Keep raw ones in a cool, dark, airy place. Cook them first (mashed, roasted or blanched fries) and those freeze well.', caveat: 'Raw potatoes turn grainy, watery and dark when frozen.' },
  tomatoes: { verdict: 'texture', how: 'Freeze them whole or chopped; the skins slip off under warm water once frozen.', caveat: 'They turn soft, so they are for sauces, soups and stews, not salads.' },
  fruit: { verdict: 'texture', how: 'Wash, dry and cut it, freeze it spread on a tray, then bag it. A little lemon juice keeps light fruit from browning.', caveat: 'Thawed it is soft and juicy: best for smoothies, baking, sauces or eaten half-frozen.' },
  bananas: { verdict: 'texture', how: 'Peel them first, then freeze them whole or sliced in a bag.', caveat: 'They turn soft and brown when thawed: perfect for banana bread and smoothies.' },
  citrus: { verdict: 'texture', how: 'Freeze the juice in ice-cube trays and the zest in a bag; whole fruit can be frozen for juicing.', caveat: 'Whole thawed citrus is mushy, but the juice and zest are as good as fresh.' },
  bread: { verdict: 'yes', how: 'Slice it first, wrap it airtight and toast slices straight from frozen.', caveat: 'It freezes much better than it keeps in the fridge, where it goes stale faster.' },
  cake: { verdict: 'yes', how: 'Freeze it unfrosted or with buttercream, wrapped airtight; freeze on a tray first if frosted.', caveat: 'Cream, custard and meringue toppings do not freeze well.' },
  dough: { verdict: 'yes', how: 'Wrap it airtight in portions; thaw it overnight in the fridge before shaping or baking.', caveat: 'Yeast dough may rise a little less after freezing.' },
  rice: { verdict: 'yes', how: 'Cool cooked rice quickly (within an hour if you can), spread it flat in freezer bags and freeze it. Reheat until steaming hot.', caveat: 'It reheats well; dry rice needs no freezing.' },
  pasta: { verdict: 'yes', how: 'Freeze cooked pasta slightly underdone, tossed with a little oil, in portions. Dry pasta needs no freezing.', caveat: 'It softens on reheating; it is best in sauces and bakes.' },
  beans: { verdict: 'yes', how: 'Freeze cooked beans in their cooking liquid, in portions. Dry beans need no freezing.', caveat: 'They keep their texture well.' },
  tofu: { verdict: 'texture', how: 'Drain it and freeze it in its block or in cubes.', caveat: 'It turns chewier and more spongy, which many cooks like for stir-fries: it soaks up marinade.' },
  chocolate: { verdict: 'needless', how: 'Keep it cool and dry, away from strong smells.', caveat: 'Freezing can make it bloom (grey streaks): still fine to eat and melt.' },
  nuts: { verdict: 'yes', how: 'Freeze them in an airtight bag or jar.', caveat: 'The cold keeps their oils from going rancid; they need no thawing.' },
  'no-mayo': { verdict: 'no', how: 'Keep it in the fridge and use it within its time.', caveat: 'Mayonnaise-based dressings and salads separate and turn oily when thawed.' },
  hummus: { verdict: 'texture', how: 'Freeze it in an airtight container with a thin layer of oil on top.', caveat: 'It can turn a little grainy: stir it well after thawing.' },
  juice: { verdict: 'yes', how: 'Freeze it in a container with headspace, or in ice-cube trays.', caveat: 'Shake it after thawing; it may separate.' },
  coffee: { verdict: 'yes', how: 'Freeze it only in a truly airtight container, in portions, and do not refreeze.', caveat: 'Moisture and smells are the risk; a cool, dark cupboard is enough for a few weeks.' },
  wine: { verdict: 'texture', how: 'Freeze leftover wine in ice-cube trays for cooking.', caveat: 'It is no longer good for drinking, but fine in sauces and stews.' },
  canned: { verdict: 'texture', how: 'Never freeze food in its can: move it to a freezer container first.', caveat: 'Unopened, it keeps in the pantry without freezing.' },
  'not-needed': { verdict: 'needless', how: 'Keep it tightly closed in a cool, dry, dark cupboard.', caveat: 'It keeps well without freezing.' },
} as const satisfies Readonly<Record<string, FreezingAdvice>>;

export type FreezingKind = keyof typeof FREEZING_ADVICE;
