/**
 * "X vs Y" for the offline chef (issue 31): pairs of ingredients, cuts and methods people mix up,
 * each side with the names people use for it. A question that names one side and the other is
 * about their difference however it is worded ("is a shallot just a small onion?", "greek or
 * plain yogurt, which one?"), so the cues are built from the pairs rather than from phrasings.
 * Names are written as the normaliser leaves them (scallion → green onion). The text is our own.
 */
import type { TechniqueFact } from './techniques.js';

interface Difference {
  id: string;
  a: readonly string[];
  b: readonly string[];
  answer: string;
}

const d = (id: string, a: readonly string[], b: readonly string[], answer: string): Difference => ({ id, a, b, answer });

const PAIRS: readonly Difference[] = [
  // ─── dairy and eggs ───
  d('greek-vs-plain-yogurt', ['greek yogurt', 'greek'], ['plain yogurt', 'regular yogurt', 'normal yogurt', 'natural yogurt'], 'Greek yogurt is plain yogurt strained of much of its whey, so it is thicker, tangier and has about twice the protein. To swap, thin Greek yogurt with a little milk, or strain plain yogurt in a cloth for a few hours.'),
  d('sour-cream-vs-creme-fraiche', ['sour cream'], ['creme fraiche', 'crème fraîche'], 'Crème fraîche has more fat (about 30 to 45 %) than sour cream (about 18 to 20 %), so it is richer, milder and does not curdle when boiled; sour cream splits in a hot sauce unless added off the heat.'),
  d('butter-vs-margarine', ['butter'], ['margarine', 'spread'], 'Butter is churned cream (about 80 % milk fat); margarine is made from vegetable oils. Stick margarine with about 80 % fat can stand in for butter in baking, but soft tub spreads have more water and make cookies spread and pastry soggy.'),
  d('ghee-vs-butter', ['ghee', 'clarified butter'], ['butter'], 'Ghee is butter cooked until the water evaporates and the milk solids brown, then strained: it is pure fat with a nutty taste, a high smoke point (about 450 to 485 °F / 230 to 250 °C) and keeps for months. Butter has water and milk solids, so it burns at about 350 °F (175 °C).'),
  d('half-and-half-vs-cream', ['half and half'], ['cream', 'heavy cream', 'light cream'], 'Half-and-half is half milk, half cream, about 10 to 18 % fat; light cream is about 18 to 30 % and heavy cream at least 36 %. Half-and-half will not whip and can curdle if boiled.'),
  d('buttermilk-vs-milk', ['buttermilk'], ['milk', 'regular milk'], 'Buttermilk is cultured, so it is thick and acidic; in baking the acid reacts with baking soda. To stand in: 1 tablespoon lemon juice or vinegar in 1 cup milk, left 5 to 10 minutes.'),
  d('mozzarella-fresh-vs-low-moisture', ['fresh mozzarella', 'buffalo mozzarella'], ['low moisture mozzarella', 'grated mozzarella', 'block mozzarella', 'shredded mozzarella'], 'Fresh mozzarella is soft and wet, best torn over pizza at the end or in salads; low-moisture mozzarella is drier and firmer, melts evenly and browns, so it suits baked pizza and lasagna.'),
  d('parmesan-vs-pecorino', ['parmesan', 'parmigiano'], ['pecorino', 'romano'], 'Parmesan (Parmigiano Reggiano) is a cow\'s milk cheese, nutty and savory; Pecorino Romano is sheep\'s milk, saltier and sharper. They swap one for one, but use a little less pecorino or less salt.'),
  d('white-vs-brown-eggs', ['brown egg'], ['white egg'], 'Brown and white eggs are the same inside: shell color comes from the breed of hen, not nutrition or flavor.'),
  // ─── sugars and sweeteners ───
  d('white-vs-brown-sugar', ['brown sugar'], ['white sugar', 'granulated sugar', 'caster sugar', 'superfine sugar', 'regular sugar'], 'Brown sugar is white sugar with molasses (about 3.5 % in light, 6.5 % in dark), so it is moist, caramel-flavored and makes chewier cookies; white sugar makes crisper ones. They swap one for one by packed cup.'),
  d('caster-vs-granulated', ['superfine sugar'], ['granulated sugar', 'white sugar', 'regular sugar'], 'Caster (superfine) sugar is granulated sugar ground finer, so it dissolves faster in meringues and cocktails; blitz granulated sugar in a blender for 30 seconds to make it.'),
  d('powdered-vs-granulated', ['powdered sugar'], ['granulated sugar', 'white sugar', 'regular sugar'], 'Powdered (icing) sugar is granulated sugar ground to a powder with a little cornstarch, for icings and dusting; it is not a one-for-one swap in cakes.'),
  d('superfine-vs-powdered', ['superfine sugar'], ['powdered sugar'], 'Caster (superfine) sugar is granulated sugar ground fine but still crystals, for cakes and meringues; icing (powdered) sugar is ground to a powder with a little cornstarch, for icings and dusting. They do not swap in cakes.'),
  d('honey-vs-maple', ['honey'], ['maple syrup', 'maple'], 'Honey is thicker, sweeter and floral; maple syrup is thinner with a caramel taste. They swap one for one in dressings and glazes; in baking honey browns faster, so lower the oven 25 °F (15 °C).'),
  // ─── flours, starches, leaveners ───
  d('self-raising-vs-plain', ['self raising flour', 'self rising flour', 'self raising', 'self rising'], ['all-purpose flour', 'plain', 'regular flour', 'baking powder'], 'Self-raising (self-rising) flour is plain flour with baking powder (and salt) already in it: about 1½ teaspoons baking powder and 1/4 teaspoon salt per cup (125 g). Plain flour has no raising agent.'),
  d('cake-vs-all-purpose', ['cake flour'], ['all-purpose flour', 'plain', 'regular flour'], 'Cake flour is finer and lower in protein (about 7 to 9 %) than all-purpose (10 to 12 %), so cakes come out more tender. Stand-in: 1 cup all-purpose minus 2 tablespoons, plus 2 tablespoons cornstarch, sifted.'),
  d('whole-wheat-vs-white-flour', ['whole wheat flour', 'wholemeal flour', 'wholemeal', 'whole wheat'], ['white flour', 'all-purpose flour', 'plain'], 'Whole-wheat (wholemeal) flour keeps the bran and germ, so it is heavier, nuttier and absorbs more water; swap up to half the white flour without other changes, and add a little more liquid.'),
  d('cornstarch-vs-flour', ['cornstarch'], ['flour'], 'Cornstarch thickens about twice as well as flour: 1 tablespoon cornstarch does the work of 2 tablespoons flour. It gives a clear, glossy sauce and must be mixed with cold water first; flour gives an opaque sauce and needs a few minutes of cooking to lose its raw taste.'),
  d('cornstarch-vs-cornmeal', ['cornstarch'], ['cornmeal', 'polenta'], 'Cornstarch is the fine white starch of the corn kernel, used to thicken; cornmeal (polenta) is ground whole dried corn, gritty and yellow, used for cornbread and porridge. They do not swap.'),
  d('yeast-kinds', ['instant yeast', 'fast action yeast', 'rapid rise yeast'], ['active dry yeast', 'dry yeast', 'fresh yeast'], 'Instant (fast-action) yeast is finer and goes straight into the flour; active dry yeast is best dissolved in warm water (105 to 110 °F / 40 to 43 °C) first. Use about 25 % less instant than active dry; fresh yeast is used at about three times the weight of dry.'),
  d('jam-vs-jelly', ['jam'], ['jelly', 'preserves', 'marmalade'], 'Jelly is made from fruit juice only, so it is clear and smooth; jam is made from crushed or chopped fruit, so it has pulp and pieces; preserves have whole fruit or large pieces, and marmalade is citrus with its peel.'),
  // ─── fats and oils ───
  d('evoo-vs-olive-oil', ['extra virgin olive oil', 'evoo'], ['olive oil', 'light olive oil', 'pure olive oil', 'regular olive oil', 'refined olive oil'], 'Extra virgin olive oil is cold-pressed and unrefined, with the most flavor, best for dressings and finishing; "pure" or light olive oil is refined, milder and has a higher smoke point (about 465 °F / 240 °C), better for frying.'),
  d('vegetable-vs-olive-oil', ['vegetable oil', 'canola oil', 'sunflower oil'], ['olive oil'], 'Vegetable, canola and sunflower oils are neutral in taste with smoke points around 400 to 450 °F (204 to 232 °C); olive oil tastes of olives and extra virgin smokes at about 350 to 410 °F. Use neutral oil for frying and baking, olive oil for dressings and Mediterranean cooking.'),
  d('lard-vs-shortening', ['lard'], ['shortening', 'vegetable shortening', 'crisco'], 'Lard is rendered pork fat; shortening is solid vegetable fat. Both are 100 % fat and make flaky pastry; they swap one for one, and butter (80 % fat) can replace either for more flavor and a slightly less flaky crust.'),
  // ─── vegetables and herbs ───
  d('green-onion-vs-leek', ['green onion'], ['leek'], 'Green onions (scallions, spring onions) are young onions with a small bulb, eaten raw or barely cooked; leeks are much larger and milder, must be washed of grit and are cooked slowly. Use the white and pale green of a leek, or about 3 green onions for 1 small leek.'),
  d('shallot-vs-onion', ['shallot'], ['onion', 'red onion', 'yellow onion', 'white onion'], 'Shallots are a small, milder and sweeter member of the onion family that grow in clusters; use 3 to 4 shallots (about 1/2 cup chopped) for 1 small onion. They suit dressings and sauces where a raw onion would be harsh.'),
  d('green-onion-vs-chives', ['green onion'], ['chive'], 'Chives are a thin, hollow herb with a delicate onion taste, used raw; green onions (scallions) are young onions, stronger and crunchier, good raw or cooked. Green onion tops can stand in for chives.'),
  d('red-vs-white-onion', ['red onion'], ['white onion', 'yellow onion', 'brown onion'], 'Red onions are milder and sweeter, good raw in salads and salsa; yellow (brown) onions are the all-purpose cooking onion that sweetens as it cooks; white onions are sharper and crisper, common in Mexican cooking.'),
  d('sweet-potato-vs-potato', ['sweet potato'], ['potato', 'regular potato', 'white potato'], 'Sweet potatoes are sweeter, moister and cook a little faster than ordinary potatoes; they are a different plant. Both roast at about 400 to 425 °F (200 to 220 °C) in 25 to 40 minutes.'),
  d('waxy-vs-floury-potato', ['waxy potato', 'new potato', 'red potato'], ['floury potato', 'starchy potato', 'russet', 'baking potato', 'maris piper'], 'Waxy potatoes (new, red, fingerling) hold their shape, so boil them for salads; floury or starchy ones (russet, Maris Piper) fall apart fluffily, best for mash, baked potatoes and fries. Yukon Gold sits in between.'),
  d('zucchini-vs-cucumber', ['zucchini'], ['cucumber'], 'Zucchini (courgettes) are a summer squash, eaten cooked or raw in thin ribbons; cucumbers are watery and crisp, eaten raw. They look alike but do not swap in cooked dishes.'),
  d('pumpkin-vs-squash', ['pumpkin'], ['butternut squash', 'squash'], 'Pumpkins are a kind of winter squash; butternut squash is sweeter, drier and less stringy, which is why most canned "pumpkin" is a squash blend. They swap one for one in soups, pies and roasts.'),
  d('parsley-flat-vs-curly', ['flat leaf parsley', 'flat leaf', 'flat parsley', 'italian parsley'], ['curly parsley', 'curly'], 'Flat-leaf (Italian) parsley has a stronger, brighter taste and is the one for cooking; curly parsley is milder and crisper, mostly used as a garnish. They swap one for one.'),
  d('paprika-kinds', ['smoked paprika'], ['sweet paprika', 'paprika', 'regular paprika', 'hot paprika'], 'Paprika is ground dried red peppers: sweet paprika is mild, hot paprika has chili heat, and smoked paprika (pimentón) is dried over oak smoke, so it tastes smoky. Use about half as much smoked paprika if a recipe asks for sweet.'),
  d('fresh-vs-dried-herbs', ['fresh herb', 'fresh'], ['dried herb', 'dried'], 'Dried herbs are stronger by volume: use 1 teaspoon dried for 1 tablespoon fresh (about 1 : 3). Add dried herbs early in cooking and fresh soft herbs at the end.'),
  d('mushroom-kinds', ['cremini', 'chestnut mushroom', 'baby bella'], ['button mushroom', 'white mushroom', 'portobello'], 'Cremini (chestnut, baby bella) and white button mushrooms are the same species: cremini are a brown strain with more flavor, and portobellos are the same mushroom grown large.'),
  d('garbanzo-vs-chickpea', ['garbanzo'], ['chickpea'], 'Garbanzo beans and chickpeas are the same legume under two names.'),
  d('rocket-vs-arugula', ['arugula'], ['rucola', 'roquette'], 'Rocket, rucola and arugula are the same peppery salad leaf under different names.'),
  // ─── grains, pasta, bread ───
  d('white-vs-brown-rice', ['brown rice'], ['white rice', 'rice'], 'Brown rice keeps its bran, so it is chewier, nuttier, has more fiber and takes 40 to 45 minutes with 2 to 2½ cups water per cup; white rice is milled, takes 15 to 18 minutes with 1½ to 2 cups water per cup.'),
  d('basmati-vs-jasmine', ['basmati'], ['jasmine'], 'Basmati is a long, slender rice that cooks dry and separate, for Indian and Middle Eastern dishes (1 : 1½ water); jasmine is slightly shorter, softer, a little sticky and floral, for Thai and Southeast Asian food (1 : 1¼ to 1½).'),
  d('arborio-vs-regular-rice', ['arborio', 'risotto rice', 'carnaroli'], ['long grain rice', 'regular rice', 'white rice', 'basmati'], 'Arborio and other risotto rices are short, starchy grains that release starch when stirred, making risotto creamy; long-grain rice stays separate and will not give the same texture.'),
  d('fresh-vs-dried-pasta', ['fresh pasta'], ['dried pasta', 'dry pasta'], 'Fresh pasta is made with eggs and soft flour, cooks in 2 to 4 minutes and suits butter and cream sauces; dried pasta is durum wheat and water, cooks in 8 to 12 minutes and holds up to oil and tomato sauces.'),
  d('sourdough-vs-yeast-bread', ['sourdough'], ['yeast bread', 'regular bread', 'white bread', 'normal bread'], 'Sourdough rises with a starter of wild yeast and lactic bacteria, so it is tangier, chewier, keeps longer and takes many hours; yeast bread uses commercial yeast and rises in 1 to 2 hours.'),
  d('couscous-vs-quinoa', ['couscous'], ['quinoa'], 'Couscous is tiny pasta made from wheat, ready in 5 minutes soaked in boiling water (1 : 1); quinoa is a gluten-free seed, simmered 15 minutes in twice its volume of water.'),
  d('oats-rolled-vs-quick', ['quick oat', 'instant oat'], ['rolled oat', 'old fashioned oat'], 'Quick oats are rolled oats cut smaller and rolled thinner, so they cook in 1 to 2 minutes instead of about 5; they swap in most baking, but cookies come out less chewy.'),
  // ─── meat and fish ───
  d('ribeye-vs-sirloin', ['ribeye', 'rib eye'], ['sirloin', 'strip', 'new york strip', 'fillet', 'tenderloin', 'filet'], 'Ribeye is well marbled, juicy and beefy; sirloin and strip are leaner with a firmer bite; tenderloin (fillet) is the most tender and mildest, and the leanest, so do not cook it past medium.'),
  d('ham-vs-bacon', ['ham'], ['bacon'], 'Both are cured pork: ham is usually the hind leg, often sold cooked and ready to eat; bacon is belly or back, sliced thin, and must be cooked.'),
  d('prawn-vs-shrimp', ['shrimp'], ['langoustine', 'crayfish', 'scampi'], 'Prawns and shrimp are cooked the same way (in the UK "prawn" covers both); langoustines and crayfish are small lobster-like crustaceans with sweeter meat that take a minute or two longer.'),
  d('chicken-breast-vs-thigh', ['chicken thigh', 'thigh'], ['chicken breast', 'breast'], 'Thighs are dark meat with more fat, so they stay juicy and forgive overcooking; cook them to 175 to 185 °F (80 to 85 °C) for the best texture. Breasts are lean and dry out quickly: take them off at 160 to 165 °F (71 to 74 °C).'),
  d('ground-beef-vs-steak-mince', ['ground beef'], ['ground turkey', 'ground chicken', 'ground pork', 'ground lamb'], 'Ground turkey and chicken are leaner and milder than ground beef and must be cooked to 165 °F (74 °C); ground beef, pork and lamb to 160 °F (71 °C). Add a little oil and more seasoning when swapping lean poultry for beef.'),
  d('stew-vs-soup', ['stew'], ['soup'], 'A soup is mostly liquid, served in a bowl with a spoon; a stew has bigger pieces of meat or vegetables just covered by a thick, reduced sauce and is cooked longer and slower, often 1½ to 3 hours.'),
  d('cream-cheese-vs-mascarpone', ['cream cheese'], ['mascarpone'], 'Mascarpone is an Italian cream cheese with much more fat (about 40 to 45 %, against about 33 % for cream cheese), so it is richer, softer and milder, with little tang. They swap in cheesecakes and frostings, but mascarpone makes them softer.'),
  d('ricotta-vs-cottage', ['ricotta'], ['cottage cheese'], 'Ricotta is made from whey, fine-grained, soft and sweet; cottage cheese has larger, saltier curds in a little liquid. Blend or sieve cottage cheese to stand in for ricotta in lasagna or pancakes.'),
  d('russet-vs-yukon', ['russet', 'maris piper', 'king edward', 'floury potato'], ['yukon gold', 'yukon'], 'Russets (like Maris Piper or King Edward in the UK) are floury and starchy: fluffy baked, fried or mashed. Yukon Golds are in between floury and waxy, buttery and creamy, so they make dense, smooth mash and hold their shape better when boiled or roasted.'),
  d('cream-vs-milk', ['cream'], ['milk'], 'Cream is the fat skimmed from milk: heavy cream has at least 36 % fat, whole milk about 3.5 %. For 1 cup cream in cooking (not whipping), use 3/4 cup milk plus 1/4 cup melted butter.'),
  d('baking-paper-vs-foil', ['parchment', 'baking paper', 'greaseproof'], ['foil', 'wax paper', 'waxed paper'], 'Baking (parchment) paper is coated with silicone, nonstick and oven-safe to about 420 to 450 °F (215 to 230 °C); wax paper melts in the oven; foil conducts heat, is not nonstick and browns what sits on it.'),
  d('cornflakes-vs-panko', ['panko'], ['breadcrumb'], 'Panko are Japanese breadcrumbs made from crustless bread in large airy flakes, so they fry and bake crisper and absorb less oil than ordinary fine breadcrumbs. They swap one for one.'),
  // ─── methods ───
  d('sear-vs-brown', ['sear'], ['brown'], 'Searing and browning both caramelize the surface (the Maillard reaction): searing is fast over very high heat on a large piece of meat before finishing it another way; browning is cooking small pieces or mince over medium-high heat until colored all over. Neither "seals in" juices.'),
  d('blanch-vs-parboil', ['blanch'], ['parboil'], 'Blanching is a brief dip in boiling water (seconds to 3 minutes) then ice water, to set color or loosen skins; parboiling partly cooks food (5 to 10 minutes) so it finishes faster by roasting or frying.'),
  d('steam-vs-boil', ['steam'], ['boil'], 'Steaming cooks food in vapor above boiling water, so vegetables keep more color, shape and water-soluble vitamins; boiling cooks them in the water, faster for dense roots, but they lose more to the water.'),
  d('frittata-vs-omelette', ['frittata'], ['omelet', 'omelette'], 'An omelette is cooked fast in a pan and folded around its filling in 2 minutes; a frittata has the filling mixed into the eggs, is cooked slowly flat, then finished in the oven or under the broiler, and is served in wedges.'),
  d('quiche-vs-frittata', ['quiche'], ['frittata'], 'A quiche is a custard of eggs and cream baked in a pastry crust at about 350 to 375 °F (175 to 190 °C); a frittata has no crust and little or no cream.'),
  d('bake-vs-broil-fish', ['air fryer'], ['oven', 'convection'], 'An air fryer is a small convection oven with a strong fan: lower a recipe\'s oven temperature by about 25 °F (15 °C) and cut the time by about 20 %, checking early.'),
  d('pressure-vs-slow-cooker', ['pressure cooker', 'instant pot'], ['slow cooker', 'crock pot', 'crockpot'], 'A pressure cooker cooks fast under pressure at about 250 °F (121 °C): a stew takes 30 to 40 minutes. A slow cooker cooks gently below boiling for 4 to 8 hours on LOW or HIGH. Both make tough cuts tender.'),
  d('bouillon-vs-stock', ['bouillon', 'stock cube', 'broth cube'], ['stock', 'broth'], 'Bouillon cubes and powders are dried, salty concentrated stock: 1 cube or 1 teaspoon in 1 cup (240 ml) hot water replaces 1 cup stock. Homemade or boxed stock has more body and less salt, so taste before salting.'),
  d('gelatin-vs-agar', ['gelatin', 'gelatine'], ['agar'], 'Gelatin comes from animal collagen and sets in the fridge into a soft, wobbly gel that melts in the mouth; agar is a seaweed gel, vegetarian, sets firmer and at room temperature. Use about 1 teaspoon agar powder for 1 tablespoon gelatin powder, and boil agar to dissolve it.'),
  d('vanilla-extract-vs-essence', ['vanilla extract', 'extract'], ['vanilla essence', 'essence', 'imitation vanilla', 'vanilla flavoring'], 'Vanilla extract is made by soaking vanilla beans in alcohol; vanilla essence (imitation) is flavored with synthetic vanillin, cheaper and flatter. They swap one for one; the difference shows most in uncooked custards and creams.'),
  d('soy-vs-tamari', ['tamari'], ['soy sauce'], 'Tamari is a Japanese soy sauce made with little or no wheat (check the label if you need gluten-free), darker and less salty than regular soy sauce; they swap one for one.'),
  d('light-vs-dark-soy', ['light soy'], ['dark soy'], 'Light soy sauce is thinner and saltier, for seasoning; dark soy sauce is aged longer, thicker, sweeter and less salty, used mostly for color. Use light (or all-purpose) soy when a recipe just says soy sauce.'),
  d('cider-vs-white-vinegar', ['apple cider vinegar', 'cider vinegar'], ['white vinegar', 'distilled vinegar', 'white wine vinegar'], 'Cider vinegar is made from apples and tastes fruity; distilled white vinegar is sharper and plain, for pickling and cleaning; white wine vinegar is milder. All are about 5 % acid and swap one for one in most recipes.'),
  d('cocoa-vs-cacao', ['cacao'], ['cocoa'], 'Cacao usually means less processed (unroasted or lightly roasted) cocoa beans and powder; cocoa powder is roasted. They swap one for one in baking, but cacao powder tastes more bitter.'),
  d('yam-vs-sweet-potato', ['yam', 'yams'], ['sweet potato', 'sweet potatoes'], 'Yams and sweet potatoes are different plants, not the same: true yams are starchy, rough, bark-skinned tubers from Africa and Asia, while what US shops label "yams" are nearly always orange-fleshed sweet potatoes, named that way for marketing. Cook those as sweet potatoes.'),
  d('plantain-vs-banana', ['plantain', 'plantains'], ['banana', 'bananas'], 'Plantains are starchy cooking bananas: firmer, less sweet and usually cooked, whether green (starchy, like a potato: tostones, chips) or ripe and black-spotted (sweeter, for frying). Raw plantain is hard to digest and tastes chalky until very ripe; dessert bananas are sweet and eaten raw.'),
  d('dark-vs-milk-chocolate', ['dark chocolate'], ['milk chocolate', 'semisweet', 'semi sweet'], 'Dark chocolate has more cocoa solids (usually 50 to 90 %) and little or no milk; milk chocolate has about 25 to 40 % cocoa plus milk and more sugar; semisweet is a dark chocolate around 50 to 60 %. Milk chocolate burns more easily when melted.'),
];

/** Every way of naming both sides, as "a b" cues (each cue's words must all be in the question). */
function cues(pair: Difference): string[] {
  const words = (name: string) => name.split(/[\s-]+/);
  // "extra virgin olive oil" names both "extra virgin olive oil" and "olive oil": such a naming is one side only
  const within = (a: string, b: string) => words(a).every((word) => words(b).includes(word)) || words(b).every((word) => words(a).includes(word));
  return pair.a.flatMap((a) => pair.b.filter((b) => !within(a, b)).map((b) => `${a} ${b}`));
}

/** The pairs as technique facts: topic difference, no food gate, one cue per naming of both sides. */
export const DIFFERENCE_FACTS: readonly TechniqueFact[] = PAIRS.map((pair) => ({
  id: `diff-${pair.id}`,
  topic: 'difference',
  foods: [],
  cues: cues(pair),
  answer: pair.answer,
  source: 'Standard culinary reference',
}));
