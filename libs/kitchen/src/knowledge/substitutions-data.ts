/**
 * Ingredient substitutions with ratios and when they fail, written for Sous from common kitchen
 * practice; the equivalents for leaveners, dairy and thickeners follow the USDA/extension-service
 * "ingredient substitution" tables (e.g. University of Nebraska–Lincoln and Iowa State Extension).
 *
 * One line per substitution: `ingredient names | substitute, with its ratio | when it fails`.
 * Lines sharing their first name are alternatives for the same ingredient, best first.
 */
export const SUBSTITUTION_TABLE = `
# dairy
buttermilk | 1 cup milk + 1 tbsp lemon juice or white vinegar; stir and rest 5 min until it curdles slightly | It lacks cultured buttermilk's thickness and tang, so it suits pancakes, cakes and marinades, not a thick dressing.
buttermilk | 3/4 cup plain yogurt + 1/4 cup milk per cup | Heavier than buttermilk; thin it more for batters that should pour.
heavy cream, whipping cream, double cream | 3/4 cup milk + 1/4 cup melted butter per cup | Works in sauces, soups and baking, but it will not whip.
heavy cream, whipping cream, double cream | 1 cup full-fat coconut cream, chilled, per cup | Adds coconut flavor; it whips if well chilled.
sour cream | 1 cup plain Greek yogurt per cup | Tangier and less rich; it can curdle if boiled, so stir it in off the heat.
sour cream | 1 cup cottage cheese blended with 1 tbsp lemon juice | Fine for dips and baking, looser in sauces.
creme fraiche, crème fraîche | 1 cup sour cream or Greek yogurt per cup | Both curdle if boiled, unlike crème fraîche.
milk, whole milk | 1/2 cup evaporated milk + 1/2 cup water per cup | Slightly caramel taste; fine for baking and sauces.
milk, whole milk | 1 cup unsweetened oat, soy or almond milk per cup | Almond milk is thinner and can make custards and sauces less set; sweetened versions change the taste.
milk, whole milk | 1/4 cup milk powder + 1 cup water per cup | Tastes flatter for drinking, fine in cooking.
half and half, half-and-half | 1/2 cup whole milk + 1/2 cup heavy cream per cup | None worth noting.
half and half, half-and-half | 3/4 cup whole milk + 1/4 cup melted butter per cup | Not for whipping or coffee (the butter floats).
evaporated milk | 1 cup whole milk simmered down to 1/2 cup, for each 1/2 cup | Takes about 20 minutes of gentle simmering; stir so it does not scorch.
sweetened condensed milk | 1 cup evaporated milk + 1 1/4 cups sugar, simmered until dissolved, per 14 oz can | Thinner until cooled; it will not set fudge as firmly.
butter | 1 cup vegetable oil for each 1 1/4 cups butter (use 3/4 the amount) | Fine in muffins and quick breads; cookies spread and lose their chew, and it cannot be creamed for cakes or used in pastry.
butter | 1 cup margarine or shortening per cup | Shortening has no water or flavor: add a pinch of salt; cookies come out taller.
butter | 1/2 cup applesauce per cup, in baking | Cakes and muffins get denser and moister; never for pastry, cookies or frying.
unsalted butter | 1 cup salted butter per cup, minus 1/4 tsp salt from the recipe | None when the salt is adjusted.
yogurt, plain yogurt, greek yogurt | 1 cup sour cream per cup | Richer and less tangy.
yogurt, plain yogurt | 1 cup buttermilk per cup, in baking | Thinner: reduce other liquid slightly.
greek yogurt | 1 cup plain yogurt strained in a lined sieve for 1 hour | Takes time; makes about half the amount.
cream cheese | 1 cup ricotta blended smooth + 1 tbsp butter | Less firm: cheesecakes will not set as dense.
cream cheese | 1 cup mascarpone per cup | Richer and milder; great in frostings and dips.
mascarpone | 1 cup cream cheese beaten with 2 tbsp heavy cream | Tangier; fine for tiramisu at a pinch.
ricotta | 1 cup cottage cheese, drained and blended | Saltier and wetter; drain it well for lasagna.
parmesan, parmesan cheese | pecorino romano, same amount | Saltier and sharper: cut added salt.
parmesan, parmesan cheese | nutritional yeast, 1/2 the amount, for a vegan version | Nutty but not salty or melting.
mozzarella | provolone or Monterey Jack, same amount | Stronger flavor; melts well.
feta | goat cheese or ricotta salata, same amount | Goat cheese is creamier, not crumbly.
gruyere, gruyère | Swiss cheese, Emmental or Comté, same amount | Emmental is milder.
cheddar | Colby, Monterey Jack or Gouda, same amount | Milder.
goat cheese | feta or cream cheese, same amount | Feta is saltier; cream cheese milder.
ghee, clarified butter | same amount of butter for baking, or oil for high-heat frying | Butter burns at high heat.
whipped cream | chilled coconut cream whipped with a little sugar | Coconut flavor.
# eggs
egg, eggs | 1 tbsp ground flaxseed + 3 tbsp water per egg, rested 5 min | Binds cookies, muffins and pancakes; it will not lift a sponge cake or set a custard.
egg, eggs | 1/4 cup unsweetened applesauce per egg | Moist and dense: fine in muffins and brownies, not where eggs give structure.
egg, eggs | 1/4 cup mashed ripe banana per egg | Tastes of banana; dense.
egg, eggs | 3 tbsp aquafaba (chickpea can liquid) per egg, 2 tbsp per white | Whips like egg white for meringue; weak as a binder in heavy doughs.
egg, eggs | 1 tbsp chia seeds + 3 tbsp water per egg, rested 10 min | Leaves visible seeds; binds only.
egg yolk | 1 tbsp oil per yolk in baking | Loses the richness and emulsifying power: not for mayonnaise or custard.
egg white | 2 tbsp aquafaba per white | Needs cream of tartar to whip stiff; not for frying.
egg wash | milk or melted butter brushed on | Less shine and browning.
# leaveners and baking
baking powder | 1/4 tsp baking soda + 1/2 tsp cream of tartar per tsp | Use it at once: it starts working as soon as it is wet.
baking powder | 1/4 tsp baking soda + 1/2 cup buttermilk or yogurt per tsp (cut other liquid by 1/2 cup) | Only when the recipe has liquid to swap.
baking soda | 3 tsp baking powder per tsp | Less browning and a slightly different taste; fine for cookies and quick breads.
self-rising flour, self-raising flour, self raising flour, self rising flour, self-raising, self raising, self rising | 1 cup all-purpose flour + 1 1/2 tsp baking powder + 1/4 tsp salt per cup | None when measured carefully.
cake flour | 1 cup all-purpose flour minus 2 tbsp, plus 2 tbsp cornstarch, sifted, per cup | Close, slightly less tender.
bread flour | 1 cup all-purpose flour per cup (+ 1 tsp vital wheat gluten if you have it) | Less chewy and rises a little less.
all-purpose flour, flour, plain flour | 1 cup + 2 tbsp cake flour per cup | Softer crumb; poor for bread.
all-purpose flour, flour | 1 cup whole wheat flour for up to half of it | Denser and thirstier: add 1-2 tbsp more liquid per cup.
all-purpose flour, flour | a gluten-free 1:1 baking blend (with xanthan gum), same amount | Bread will not rise the same; good for cakes and cookies.
cornstarch, corn starch, cornflour | 2 tbsp all-purpose flour per tbsp | Cloudy, not glossy; needs a few minutes of simmering to lose the raw taste.
cornstarch, corn starch | 1 tbsp arrowroot or potato starch per tbsp | Arrowroot thins with dairy and long cooking; add it at the end.
arrowroot | 1 tbsp cornstarch per tbsp | Cloudier and breaks down with acid.
cream of tartar | 1 tsp lemon juice or white vinegar per 1/2 tsp | Liquid, so only for stabilising egg whites or small amounts.
yeast, active dry yeast | instant yeast, 3/4 the amount, mixed into the flour | Rises faster: watch the dough, not the clock.
instant yeast | active dry yeast, 1 1/4 times the amount, bloomed in warm water first | Slower rise.
fresh yeast, cake yeast | 1/3 the weight in active dry yeast | None when the amount is right.
vanilla extract, vanilla | the same amount of maple syrup or 1/2 the amount of almond extract | Almond is strong: use less.
vanilla bean | 1 tbsp vanilla extract per bean | No visible seeds.
breadcrumbs, bread crumbs | crushed crackers, panko, rolled oats or crushed cornflakes, same amount | Oats stay softer; cornflakes add sweetness.
panko | homemade crumbs from dry bread, toasted | Less crisp.
chocolate, unsweetened chocolate, baking chocolate | 3 tbsp cocoa powder + 1 tbsp butter or oil per ounce | Slightly less rich.
semisweet chocolate, chocolate chips | 1 oz unsweetened chocolate + 1 tbsp sugar per ounce | Does not keep its shape like chips.
cocoa powder | 1 oz unsweetened chocolate per 3 tbsp, less 1 tbsp fat from the recipe | Changes texture a little.
shortening | butter or lard, same amount | Butter has water: pastry is less flaky and cookies spread more.
gelatin, gelatine | agar agar, 1 tsp powder per 1 tbsp gelatin powder, boiled to dissolve | Sets firmer and at room temperature; acidic fruit weakens it.
# sweeteners
sugar, white sugar, granulated sugar | 1 cup brown sugar per cup | Moister and caramel-flavored; baked goods brown more.
sugar, white sugar | 3/4 cup honey per cup, less 1/4 cup liquid, oven 25 °F lower | Browns faster and makes it denser and moister.
sugar, white sugar | 3/4 cup maple syrup per cup, less 3 tbsp liquid | Maple flavor; not for recipes that cream butter and sugar for lift.
brown sugar | 1 cup white sugar + 1 tbsp molasses per cup | None when mixed well.
brown sugar | 1 cup white sugar per cup | Crisper, paler cookies with less caramel flavor.
powdered sugar, icing sugar, confectioners sugar | 1 cup granulated sugar + 1 tbsp cornstarch, blended fine, per cup | Slightly grainy unless blended a long time.
honey | 1 1/4 cups sugar + 1/4 cup water per cup | Less moist; no honey flavor.
honey | maple syrup or agave, same amount | Thinner; different flavor.
maple syrup | honey, same amount, or 1 cup brown sugar + 1/4 cup water per cup | No maple flavor.
corn syrup, light corn syrup | 1 cup sugar + 1/4 cup water per cup, boiled to dissolve | May crystallise in candy.
golden syrup | equal parts honey and light corn syrup | Different flavor.
molasses | 3/4 cup brown sugar + 1/4 cup water per cup | Less deep flavor and color.
agave, agave syrup | honey or maple syrup, same amount | Stronger flavor.
# fats and oils
vegetable oil, canola oil, oil | melted butter or another neutral oil, same amount | Butter burns at high heat and browns baking more.
vegetable oil, oil | applesauce for half of it, in muffins and cakes | Denser and less tender.
olive oil | vegetable or avocado oil, same amount | No olive flavor (matters in dressings).
sesame oil, toasted sesame oil | vegetable oil + toasted sesame seeds, crushed | Much milder.
lard | shortening or butter, same amount | Pastry less flaky with butter.
paneer | halloumi, same amount (soak slices 30 minutes in cold water to draw out salt) | Saltier and squeakier; it holds its shape in curry like paneer.
paneer | extra-firm tofu, pressed, same amount | Softer and plainer; fry it first so it holds together.
shaoxing wine, shaoxing, chinese cooking wine, chinese rice wine | dry sherry, same amount | The closest match; slightly nuttier.
shaoxing wine, shaoxing, chinese cooking wine, chinese rice wine | sake or mirin, same amount (leave out some of the recipe's sugar with mirin) | Lighter; mirin is sweeter.
scotch bonnet, scotch bonnets, scotch bonnet pepper | habanero, same amount | Nearly the same heat and fruitiness; habaneros are a touch less sweet.
scotch bonnet, scotch bonnets, scotch bonnet pepper | 2 to 3 bird's eye chillies per pepper | Hot, but without the fruity flavour.
caster sugar, superfine sugar | granulated sugar blitzed 30 seconds in a blender or food processor, same amount | None once it is fine; unblitzed it works in most cakes but can leave a speckled crust.
mayonnaise, mayo | plain Greek yogurt or sour cream, same amount | Tangier; not for frying or baking in place of mayo.
# acids and flavor
lemon juice | lime juice, same amount, or 1/2 the amount of white wine vinegar | Vinegar is sharper and lacks the fruit; add it little by little.
lime juice | lemon juice, same amount | Slightly different fragrance; fine almost everywhere.
lemon zest | 1/2 tsp lemon extract per tsp, or 2 tbsp lemon juice | Juice adds liquid and acid, not fragrance.
orange juice | other citrus juice, with a pinch of sugar | Tarter.
white wine | chicken or vegetable broth + 1 tbsp white wine vinegar per cup | Lacks the wine's depth; fine for deglazing and risotto.
white wine | dry vermouth, same amount | Stronger herbal notes.
red wine | beef broth + 1 tbsp red wine vinegar per cup | Less depth and color.
red wine | unsweetened grape or pomegranate juice + a splash of vinegar | Sweeter.
sherry, cooking sherry | dry vermouth or apple juice + a little vinegar | Apple juice is sweeter.
mirin | 1 tbsp rice vinegar + 1/2 tsp sugar per tbsp | Less rounded sweetness.
rice vinegar | apple cider vinegar, same amount, or white wine vinegar | A little harsher: use slightly less.
balsamic vinegar | red wine vinegar + a pinch of sugar | Thinner and less sweet.
apple cider vinegar | white wine vinegar or lemon juice, same amount | Fruitier or sharper.
white vinegar | apple cider, white wine or rice vinegar, same amount | Adds fruitiness; pickling needs 5 % acidity.
red wine vinegar | white wine or sherry vinegar, same amount | Lighter color.
soy sauce | tamari (gluten-free) or coconut aminos, same amount | Coconut aminos are sweeter and less salty.
tamari | soy sauce, same amount | Contains wheat.
fish sauce | soy sauce + a squeeze of lime, same amount | No funk; lighter umami.
worcestershire sauce, worcestershire | soy sauce + a little vinegar and sugar | Missing the tamarind and anchovy depth.
oyster sauce | hoisin sauce or soy sauce + a pinch of sugar | Hoisin is sweeter and thicker.
hoisin sauce | barbecue sauce + a little soy sauce | Smokier.
tomato paste | 3 tbsp tomato sauce per tbsp, simmered down | Takes longer to thicken.
tomato sauce | tomato paste thinned with water (1:1) | Season it: paste is concentrated.
canned tomatoes, diced tomatoes | 1 1/2 lb fresh tomatoes, chopped and simmered, per 28 oz can | Needs more cooking and salt.
ketchup | tomato paste + a little vinegar and sugar | Less sweet.
dijon mustard | 1 tsp dry mustard + 1 tsp water + a drop of vinegar per tbsp | Sharper.
dry mustard, mustard powder | 1 tbsp prepared mustard per tsp, less 1 tsp liquid | Adds vinegar.
tahini | smooth peanut or almond butter, same amount | Tastes of the nut.
peanut butter | almond butter, sunflower seed butter or tahini, same amount | Sunflower butter can turn green in baking (harmless).
miso, miso paste | soy sauce, 1/2 the amount | Less body and sweetness.
anchovies, anchovy | 1/2 tsp anchovy paste or fish sauce per fillet | Paste is saltier.
capers | chopped green olives, same amount | Milder.
# stock and thickening
chicken broth, chicken stock, broth, stock | 1 bouillon cube or 1 tsp granules + 1 cup hot water per cup | Saltier: add salt at the end.
beef broth, beef stock | chicken or mushroom broth, or 1 cup water + 1 tbsp soy sauce | Lighter color and flavor.
vegetable broth, vegetable stock | chicken broth (not vegetarian), or water + a little soy sauce and onion | Flatter with water.
roux | a slurry of 1 tbsp cornstarch + 2 tbsp cold water per 2 tbsp flour in the roux | Glossy, not nutty; thins if cooked for long.
# herbs, spices and aromatics
fresh herbs, fresh basil, fresh parsley, fresh oregano, fresh thyme | 1 tsp dried for each 1 tbsp fresh | Add dried herbs early in cooking; they do not work as a garnish.
basil | dried basil (1/3 the amount) or fresh parsley with a little mint | Not for pesto: the flavor is too different.
parsley | cilantro or celery leaves, same amount | Cilantro is much stronger.
cilantro, coriander leaves | parsley + a little lime zest | No citrusy cilantro note.
cilantro, coriander leaves | 1 tsp dried coriander leaf per tbsp fresh | Far milder; stir it in while cooking and finish with anything fresh and green.
dill | fennel fronds or tarragon, same amount | Tarragon has anise notes.
thyme | oregano or savory, same amount | Oregano is bolder.
rosemary | thyme or sage, same amount | Less piney.
oregano | marjoram (1 1/2 times the amount) or thyme | Marjoram is milder.
tarragon | chervil or fennel fronds | Less anise.
chives | the green tops of scallions | Stronger.
garlic | 1/2 tsp jarred minced garlic or garlic paste per clove (1 tsp for a large clove) | Milder and slightly sweet; best cooked.
garlic | 1/8 tsp garlic powder per clove | Lacks fresh garlic's sharpness; add with the liquid, not to hot oil.
shallots, shallot | 1/2 cup chopped onion + a pinch of garlic per 1/2 cup shallot | Sharper and less sweet.
onion | 1 tbsp onion powder per medium onion, or 3 tbsp dried minced onion | No texture; fine in sauces and meatloaf.
scallions, green onions | chives, or a little finely chopped onion | Onion is stronger.
leeks, leek | onions or shallots, about 2/3 the amount | Less mild and sweet.
ginger, fresh ginger | 1/4 tsp ground ginger per tbsp fresh | Flatter and warmer; not for stir-fries that want fresh zing.
allspice | equal parts cinnamon, nutmeg and cloves | Close enough in baking.
pumpkin pie spice | 4 parts cinnamon, 2 ginger, 1 nutmeg, 1 allspice or cloves | None worth noting.
nutmeg | mace or allspice, same amount | Mace is stronger.
cinnamon | 1/4 the amount of nutmeg or allspice | Different flavor.
cumin | ground coriander or chili powder, same amount | Chili powder adds heat.
chili powder | paprika + a pinch of cayenne + cumin | Adjust heat.
cayenne, cayenne pepper | red pepper flakes or hot sauce, a little at a time | Flakes are less even.
paprika | chili powder (1/2 the amount) or cayenne (a pinch) | Hotter.
smoked paprika | sweet paprika + a drop of liquid smoke or some chipotle powder | Not as smoky.
red pepper flakes, chili flakes | cayenne, 1/4 the amount | Cayenne is evenly hot.
bay leaf, bay leaves | a pinch of dried thyme per leaf | Not the same fragrance.
italian seasoning | equal parts dried basil, oregano, thyme and rosemary | None worth noting.
garam masala | 1 part cumin, 1 coriander, 1/2 cardamom, 1/2 cinnamon, pinch of cloves and pepper | Close.
curry powder | 2 parts cumin, 1 coriander, 1 turmeric, pinch of chili and ginger | Close.
saffron | a pinch of turmeric for color | Only the color, not the flavor.
salt, kosher salt | table salt, 1/2 the amount of Diamond Crystal kosher (3/4 of Morton) | Table salt is denser: measure less.
# produce and pantry
romaine, romaine lettuce, romaine hearts | lettuce, same amount | Softer leaves: dress just before serving.
croutons | toasted bread cubes, same amount | Cut day-old bread into cubes, toss with a little oil and toast at 375°F (190°C) until crisp, about 10 minutes.
lemon | 3 tbsp bottled lemon juice per lemon | No zest.
lemon, lemons | lime, same number | Lime zest is more perfumed; fine in dressings, marinades and sauces, not in lemon desserts such as lemon curd.
lime, limes | lemon, same number | Less perfumed than lime; fine in salsas, dressings, marinades and curries.
shallots | red onion, a little less | Sharper.
tomatoes, fresh tomatoes | canned diced tomatoes, drained (14 oz can per 2 medium tomatoes) in cooked dishes | Not for salads.
fresh spinach, spinach | 10 oz frozen spinach, thawed and squeezed dry, per 1 lb fresh in cooked dishes | Not for salads.
bell pepper | poblano or Anaheim peppers | A little heat.
zucchini, courgette | yellow squash or eggplant, same amount | Eggplant needs longer cooking.
celery | fennel or bok choy stems | Fennel adds anise.
mushrooms | eggplant or zucchini, same amount | Less meaty.
potatoes | sweet potatoes, celeriac or cauliflower | Change cooking times and sweetness.
rice | quinoa, cauliflower rice or bulgur | Different cooking times: quinoa 15 min, bulgur 10.
arborio rice | other short-grain rice (sushi rice) | A little less creamy.
pasta | zucchini noodles or spaghetti squash | Watery: salt and drain zucchini noodles first.
egg noodles | fettuccine or another ribbon pasta | No egg richness.
couscous | quinoa or bulgur | Longer cooking.
bulgur | quinoa or couscous | Different texture.
quinoa | couscous or rice | Couscous has gluten.
cornmeal | polenta or semolina | Semolina is finer.
oats, rolled oats | quick oats, same amount (not steel-cut) | Softer texture in cookies.
raisins | dried cranberries, chopped dates or chopped apricots | Sweetness varies.
walnuts | pecans, same amount | Sweeter.
pine nuts | toasted sunflower seeds or chopped walnuts | Less buttery.
almonds | cashews or hazelnuts | Different flavor.
coconut milk | 1 cup heavy cream or evaporated milk per cup, or 1 cup milk + 1 tbsp butter | No coconut flavor; lighter.
sweetened coconut | unsweetened coconut + 1 tbsp sugar per cup | Drier.
ground beef, beef mince | ground turkey, chicken or pork, same amount | Leaner turkey dries out: add a little oil.
chicken breast | boneless chicken thighs, same weight | Thighs need a few more minutes and stay juicier.
chicken thighs | chicken breast, same weight | Cook less: breast dries out quickly.
bacon | pancetta or smoked ham | Less smoky (pancetta).
pancetta | bacon, blanched 1 minute to tame the smoke | Smokier.
prosciutto | serrano ham or thinly sliced speck | Slightly different cure.
shrimp | scallops or firm white fish chunks | Cooking times differ.
white fish, cod | haddock, pollock, tilapia or halibut, same amount | Thinner fillets cook faster.
salmon | arctic char or steelhead trout | Thinner fillets cook faster.
tofu | tempeh or chickpeas | Tempeh is nuttier and firmer.
canned beans | dried beans: 1/2 cup dry makes about 1 1/2 cups cooked (a 15 oz can) | Needs soaking and an hour or more of cooking.
cannellini beans | great northern or navy beans | None worth noting.
black beans | pinto or kidney beans | Different color.
chickpeas | white beans, same amount | Softer; hummus is smoother but milder.
lentils | split peas or bulgur | Split peas cook longer.
cornflakes | crushed crackers or breadcrumbs for coating | Less crunch.
graham crackers, digestive biscuits | vanilla wafers or plain biscuits, crushed | Sweeter.
ladyfingers | sponge cake or pound cake slices | Softer.
heavy cream, whipping cream, double cream | puréed white beans or potato, in creamy soups | Thicker and earthier; not for desserts.
# more flavorings and pantry (issue 31)
lemongrass | zest of 1 lemon (or 1/2 lime) per stalk, plus a few torn lemon or lime leaves if you have them | Brighter and sharper, without lemongrass's grassy perfume; add the zest late.
wine, cooking wine | the same amount of stock plus 1 tsp vinegar or lemon juice per cup | Less depth; use chicken or vegetable stock for white, beef stock for red.
brandy, cognac | the same amount of apple juice, or 1 tsp brandy extract plus water to make up the volume | Sweeter and less complex; fine in sauces, fruitcakes and flambé-free desserts.
star anise | 1/2 tsp fennel seeds or Chinese five spice per star anise | Milder licorice note; five spice adds cinnamon and clove.
fennel seeds | the same amount of anise seeds, or caraway seeds | Anise is sweeter and stronger, caraway earthier.
sumac | lemon zest with a pinch of salt, 1 tsp zest per tsp sumac | Brighter and less fruity; no red color.
za'atar, zaatar | 1 tsp dried thyme + 1 tsp sesame seeds + 1/2 tsp lemon zest or sumac per tbsp | Close enough for roasting and flatbreads.
harissa | 1 tbsp tomato paste + 1 tsp chili flakes + 1/2 tsp each cumin and smoked paprika + a little oil, per tbsp | Less complex, without the roasted pepper depth.
gochujang | 1 tbsp sriracha or chili paste + 1 tsp miso + 1/2 tsp sugar, per tbsp | Less fermented funk and thinner; good in marinades and stews.
sriracha, hot sauce | the same amount of another chili sauce, or chili flakes with a splash of vinegar and a pinch of sugar | Heat and sweetness vary by brand; add a little at a time.
hoisin, hoisin sauce | 1 tbsp soy sauce + 1 tsp peanut butter + 1 tsp honey + a pinch of five spice, per tbsp | Thinner and less sweet; fine in stir-fries and glazes.
treacle, black treacle | the same amount of molasses | The same thing in effect (molasses is the US name).
golden syrup | the same amount of light corn syrup, or honey | Corn syrup is less buttery; honey is stronger and browns faster.
suet | the same weight of cold butter or vegetable shortening, grated frozen | Butter makes pastry and dumplings richer but less light.
single cream, light cream | 3/4 cup whole milk + 1/4 cup heavy cream per cup, or half-and-half | Fine in coffee and sauces; it will not whip.
clotted cream | mascarpone, or heavy cream whipped to stiff peaks with a spoon of mascarpone | Less nutty and rich than the real thing.
quark | the same amount of Greek yogurt, or ricotta blended smooth | Greek yogurt is tangier, ricotta sweeter.
`;
