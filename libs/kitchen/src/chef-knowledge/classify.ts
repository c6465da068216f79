/**
 * What a kitchen question asks (issue 31): scores per topic from cue words and patterns, so a new
 * phrasing with the same cues lands on the same topic. Pure; input is a normalised question.
 */
import type { ChefTopic } from '../knowledge/techniques.js';

export type QuestionTopic = ChefTopic | 'recipe' | 'action' | 'off-topic';

const CUES: Readonly<Record<QuestionTopic, readonly (readonly [RegExp, number])[]>> = {
  storage: [[/\b(?:how long|shelf life|last|keep|go(?:es)? bad|go off|spoil|expir\w*|past (?:the |its |their )?(?:date|best before|use by)|after the (?:date|expiry)|still good|still ok|fridge|refrigerat|pantry|counter|store|storing|stale)\b/, 1], [/\bhow long (?:does|do|will|can|is|are)\b.*\b(?:last|keep|good|fresh)\b/, 2], [/\bhow long (?:do|should|does|to|will|would|can)? ?(?:i|you|we|it)? ?(?:cook|boil|bake|roast|smoke|grill|fry|steam|simmer|rest|braise|poach|marinate|brine|thaw|take|knead|proof|microwave|reheat)\b/, -3]],
  // "how long to boil frozen peas" is a cooking time, whatever the peas were
  freezing: [[/\b(?:freez\w*|frozen|refreez\w*)\b/, 2], [/\b(?:thaw|defrost)\w*/, -2], [/\bhow long (?:to|do|does|should|will|would)? ?(?:i |you |we |it )?(?:cook|boil|bake|roast|fry|grill|steam|microwave|air fry|heat|take)\b/, -2]],
  safety: [[/\b(?:safe|unsafe|danger\w*|poison\w*|toxic|bacteria|salmonella|e\.? coli|sick|food poisoning|mold\w*|mould\w*|rotten|raw|undercooked|pink|left out|overnight|sprout\w*|green|bad egg|float|wash|rinse)\b/, 1], [/\b(?:is it (?:safe|ok|okay)|can i (?:still )?eat|ok to eat|okay to eat|safe to eat)\b/, 2]],
  temperature: [[/\b(?:temperature|degrees|°|how hot|internal|smoke point|thermometer|oven (?:to|at))\b/, 2], [/\b\d+ ?(?:degrees )?[fc]\b/, 1]],
  time: [[/\b(?:how long|minutes?|hours?|how many minutes|timing|when is it done|per pound)\b/, 1], [/\bhow long (?:do|should|to|does it take|will it take)\b/, 1]],
  quantity: [[/\b(?:how (?:many|much)|ratio|cups?|tablespoons?|teaspoons?|grams?|ounces?|pounds?|servings?|portions?|per person|feed|convert|equal|equivalent)\b/, 1], [/\bhow (?:many|much) \w+ (?:in|is|are|per|to)\b/, 2]],
  substitute: [[/\b(?:substitut\w*|instead|replac\w*|swap|alternative|in place of|stand[- ]in|(?<!\b(?:get|make|makes|yield|yields|from|cut|portion)(?: \w+)? )out of(?! (?:that|this|it|them|those|these|all that|all this)\b)|don't have|dont have|run out|ran out)\b/, 2], [/^(?:no|i've no|i have no|we have no|got no|there's no|i've run out of|i'm out of|we're out of|all out of)\b|\b(?:replacement|sub|alternative|substitute) (?:for|to)\b|\b\w+ (?:replacement|alternative|substitute)\b/, 2], [/\b(?:recipe|it) (?:says|calls for|wants|needs|asks for|uses) .*\b(?:but|only|don'?t|dont|no|none|without)\b|\bonly (?:have|got) .*\b(?:recipe|it) (?:says|calls for|wants|needs|asks for)\b|\b(?:can|could|should) (?:i|we|you) sub\b|\bsub (?:for|in|out)\b/, 2], [/\b(?:i'?ve|i have|we'?ve|we have) (?:got )?no\b|\bgot no\b|\ball (?:i|we) (?:have|'ve got|got) is\b|\b(?:closest|nearest) thing\b|\bnothing like (?:it|that)\b|\b(?:will|would|do) (?:they|it|those|these) do for\b/, 2]],
  pairing: [[/\b(?:go(?:es)? (?:well |best |nicely |nice |good |great |lovely )?(?:with|on)|go well|pair\w*|serve with|side dish\w*|sides|accompan\w*|complement)\b/, 2], [/\b(?:veg\w*|vegetables?|sides?|side dish\w*|sauces?|wines?|drinks?|salads?|carbs?|starch|accompaniments?) (?:should|could|would|can|do|to) (?:i |we |you )?(?:do|make|serve|have|cook|put|eat|drink|pour)? ?(?:with|alongside|next to)\b/, 2], [/\b(?:what|which|best|good|nice|right) (?:red |white )?(?:wines?|sauces?|cheeses?|herbs?|spices?|sides?|veg\w*|drinks?|beers?|dressings?|toppings?|seasonings?|condiments?)(?: would| should| to)? (?:go )?(?:with|for|on|in|to serve|to have)\b/, 3], [/\bwhat (?:should|can|could|do|would) (?:i|we|you) (?:have|serve|eat|put|pair|drink|top) (?:with|on|alongside)\b/, 2], [/\b(?:what'?s|whats|what is|what are|anything) (?:good|nice|tasty|lovely) (?:with|on|alongside)\b/, 2]],
  technique: [[/\b(?:how (?:do|can|should) (?:i|you|we)|how to|best way|tips?|technique|method|steps?|trick|properly)\b/, 1], [/\b(?:sharpen|hone|honing|soften|caramel\w*|knead|whip|poach|sear|roast|braise|brine|marinate|thaw|reheat|peel|chop|dice|mince|ripen|clarify|temper|season)\w*\b/, 1]],
  troubleshooting: [[/\b(?:why (?:is|are|did|does|do|was|were|won't|didn't|isn't)|what went wrong|came out|turned out|too (?:salty|spicy|thick|thin|dry|dense|wet|sweet)|dense|mushy|soggy|gummy|tough|rubbery|burn(?:t|ed)?|split|curdl\w*|seiz\w*|sank|sunk|flat|didn't rise|won't rise|fix|rescue|save)\b/, 2], [/\b(?:grainy|greasy|oily|lumpy|runny|watery|bland|gloopy|gluey|stodgy|crumbly|cracked|cracking|stuck|sticking|falling apart|fell apart|broke|breaking|gone wrong|went wrong|won't set|not set|didn't set|keeps? (?:breaking|sticking|burning|splitting|falling)|help)\b/, 1]],
  difference: [[/\b(?:difference|differ|vs\.?|versus|compared to|same as|same thing|or (?:a |an )?\w+\?? ?which)\b/, 2], [/\bwhat(?:'s| is) the difference\b/, 2]],
  recipe: [[/\b(?:recipe|ideas?|is all (?:i|we)(?:'ve| have) got|what (?:can|should|do) (?:i|we) (?:make|cook|do with)|what (?:can|could|should) (?:i|we) (?:make|cook)|dinner idea|meal idea|what to make|what to cook|something to make|make with|use up)\b/, 2]],
  action: [[/^(?:add|put|move|throw|toss|remove|delete|i (?:used|ate|bought|finished|threw)|we (?:used|ate|bought|finished|threw)|bought|used|plan)\b/, 2]],
  'off-topic': [],
};

/** The hot dog is food; the dog asking for onions is a pet. */
const PETS = /\b(?:(?:my|our) (?:backyard )?(?:chickens|hens|ducks|goats|pigs|chooks) (?:eat|have|be fed|be given|like)|dogs?|puppy|puppies|cats?|kittens?|pets?|hamsters?|parrots?|rabbits?|guinea pigs?|my horse|vet|veterinarian|labradors?|retrievers?|spaniels?|poodles?|terriers?|collies?|beagles?|pugs?|dachshunds?|huskies|husky|chihuahuas?|greyhounds?|goldfish|tortoises?|budgies?|ferrets?)\b/;
const FOOD_DOGS = /\b(?:hot ?dogs?|corn ?dogs?|chili dogs?|cat ?fish|dog food (?:recipe))\b/g;
const OFF_TOPIC: readonly RegExp[] = [
  /\b(?:joke|jokes|riddle|funny story|make me laugh|pun)\b/,
  // ("wings per person for a super bowl party", "deep fry wings for the game": food for the match is the kitchen's)
  /^(?!.*\b(?:fry|fried|frying|temp\w*|oil|cook\w*|bak\w*|wings?|per (?:person|head)|how many|how much|recipe|snacks?|food|dips?|chili|feed|make|grill\w*|bbq)\b).*\b(?:stock price|share price|shares|win last night|won last night|last night's game|the game|match result|league|world cup|super bowl|lakers|arsenal|nba|nfl)\b/,
  /\b(?:cover letter|letter to|email to my|write (?:me )?an? (?:email|letter|essay|story|poem))\b/,
  /\b(?:unclog|clogged|drain|toilet|shower|leaky|leaking tap|faucet)\b(?!.*\b(?:pasta|rice|beans|tofu|yogurt|fat|grease)\b)/,
  /\b(?:stitches|first aid|bleeding|injur\w*|sprain\w*|treat (?:a|my) (?:burn|cut)|burn(?:ed|t)? (?:my|on my) (?:hand|arm|finger|skin|tongue)|cut my (?:finger|hand|thumb)|allergic reaction|epipen|poison control)\b/,
  /^(?!.*\b(?:bread|dough|rise|cook|bak|fridge|freez|food|tea|dinner|lunch|supper|meal|recipe|make|eat|bbq|barbecue)\w*).*\b(?:weather|forecast|rain(?:ing)?|snow(?:ing)?|sunny|temperature outside|umbrella)\b/,
  /\b(?:politic\w*|election|vote|voting|president|prime minister|congress|parliament|democrat|republican|senator|government)\b/,
  /\bhow (?:do you|do i|to|would you) say\b|\bin (?:spanish|french|german|italian|japanese|chinese|mandarin|portuguese|arabic|hindi|korean)$|\b(?:homework|essay|math problem|algebra|equation|calculus|physics|chemistry homework|history exam|exam|quiz me|capital of|translate|poem|write me a story|song|lyrics|movie|film|tv show|netflix|celebrity|football|soccer|basketball|baseball|final score|the score|who won|stock market|stocks|bitcoin|crypto|invest\w*)\b/,
  /\b(?:gout|flare[- ]?ups?|crohn'?s|colitis|eczema|psoriasis|kidney stones?|gallstones?|thyroid|headache|migraine|fever|flu|covid|diagnos\w*|symptoms?|prescription|medication|medicine|ibuprofen|aspirin|tylenol|paracetamol|antibiotics?|doctor|blood pressure|diabetes|rash|sore throat|cough|pregnancy test|lose weight fast|diet pills?)\b/,
  /\b(?:meaning of life|who are you|are you (?:a robot|human|alive|real)|your (?:name|favorite color)|how old are you|do you love me|date me|sing)\b/,
  /\b(?:what time is it|what day is it|what's the date|set (?:an? )?(?:alarm|timer)|call (?:my|mom|dad)|send (?:a )?text|play music|turn on the lights?)\b/,
  // "left the ice cream in the car" is still food
  /^(?!.*\b(?:cook\w*|food|oven|fridge|freez\w*|frozen|thaw\w*|melt\w*|recipe|groceries|shopping|cooler|cool box|ice cream|meat|chicken|milk|eggs?)\b).*\b(?:car|cars|oil change|tyres?|tires?|computer|laptop|iphone|android|wifi|printer|code|programming|javascript|python)\b/,
  /\b(?:stocks? to (?:buy|invest)|(?:buy|invest in|sell) (?:some |a )?(?:stocks?|shares?)|best stocks?|stock tip|dividend|index fund|etf)\b/,
  /\b(?:fix my|repair my|garden|lawn|plumbing|taxes?|mortgage|rent|job interview|resume|cv)\b(?!.*\b(?:cook|food|oven|fridge|recipe|herb|vegetable|kitchen)\w*)/,
  // the home outside the kitchen: clothes and carpets, decorating, babies, bookings and travel
  /\b(?:carpets?|rugs?|sofa|couch|upholstery|shirts?|clothes|clothing|laundry|jeans|dress|washing machine|tumble dryer|ironing)\b/,
  /\b(?:paint (?:a|my|the) (?:wall|room|bedroom|house|fence|door)|wallpaper|hang a (?:picture|shelf)|drill a hole|furniture)\b/,
  /\b(?:baby (?:to )?sleep|nappy|nappies|diapers?|potty train\w*|teething|breastfeed\w*|tantrums?|(?:stop|keeps?|won'?t stop) (?:\w+ )?(?:throwing|spitting|flinging|playing with) (?:\w+ )?(?:food|dinner|it))\b/,
  /\b(?:book (?:me )?a (?:table|flight|hotel|taxi|cab)|reservation|hotels?|flights?|airbnb|holiday|vacation|passport|visa|train times?)\b/,
  // general knowledge, numbers, pastimes, fitness, gifts, sky, accounts
  /\b(?:who (?:wrote|invented|painted|discovered|directed|sang|built)|how (?:tall|far|old) is|how far (?:away )?is|population of|distance (?:to|from|between)|history of|tell me about the history)\b/,
  /\b\d+ ?(?:times|plus|minus|divided by|multiplied by|squared) ?\d*\b(?! ?(?:cups?|tablespoons?|teaspoons?|grams?|ounces?|oz|g|ml|pounds?|lbs?)\b)/,
  // bare sums: "whats 17 x 23" ("2 x 400g tins" has a unit)
  /^(?:what(?:'s| is)|whats|calculate|work out)? ?\d+(?:\.\d+)? ?(?:x|\*|×|\+|-|\/) ?\d+(?:\.\d+)? ?(?:=|equals)?$/,
  /\b(?:podcasts?|novel|video games?|gaming|playstation|xbox|nintendo|guitar|piano|violin|chess|crossword|sudoku|horoscope|zodiac|tarot)\b/,
  /\b(?:workout|work out plan|exercises?|gym|push ?ups|sit ?ups|marathon|yoga|pilates|abs|six pack|muscle)\b(?!.*\b(?:protein|eat|food|meal|recipe|cook)\w*)/,
  /^(?!.*\b(?:cook|bak|recipe|dinner|meal|cake|food|chocolate|cookie|biscuit|hamper)\w*).*\b(?:gifts?|birthday present|present for|relationship advice|dating|wedding speech|break ?up)\b/,
  /\b(?:miles?|kilomet(?:er|re)s?|km|feet|yards?|acres?|mph|light years?|square root|percent of|% of)\b/,
  /\b(?:full moon|the moon|planets?|galaxy|universe|solar system|stars? in the sky|eclipse|on mars|on jupiter|on venus|in space|space station|astronauts?|zero gravity)\b/,
  // sport, and places on a map ("where exactly is cheddar gorge")
  /\b(?:tennis|rugby|hockey|cricket(?! (?:flour|powder|protein))|golf(?! ?balls?)|athletes?|footballers?|olympians?|boxers)\b/,
  /\bwhere (?:exactly )?(?:is|are) .*\b(?:gorge|valley|mountains?|islands?|river|lake|county|country|region|city|town|village)\b|\bwhere (?:exactly )?(?:is|are) [a-z ]+ located\b/,
  /\b(?:password|log ?in|sign ?in|my account|username|download an app|install)\b(?!.*\b(?:recipe|sous)\b)/,
  /\b(?:heart (?:condition|disease|attack|problem)|cholesterol|blood sugar|my (?:kidneys?|liver|heart)|depress\w*|anxiety|therapy|therapist|insomnia|can'?t sleep|intermittent fasting|diabetics?|(?:in|out of) (?:your|my|the) (?:body|system|bloodstream)|vitamins? (?:should|do) i take|supplements?)\b/,
  // food as medicine: cures and remedies, weight-loss drugs, swallowed things, infants' feeding troubles
  /\b(?:cures? (?:my|your|his|her|their|colds?|flu|coughs?|acne|cancer|hangovers?|headaches?|reflux|heartburn|covid|infections?|diabetes|arthritis|insomnia)|(?:home|natural|herbal|folk) remed(?:y|ies)|acid reflux|heartburn|gerd|ibs|ozempic|wegovy|mounjaro|semaglutide|weight loss (?:drugs?|shots?|injections?|pills?)|swallowed|spit(?:s|ting)? up|colic\w*|hypoallergenic|(?:baby|infant|newborn)'?s? formula|switch (?:her|his|their|the|my) formula|overdos\w*|interact\w* with (?:my )?(?:medication|meds|pills|warfarin|statins?)|grapefruit and (?:my )?(?:medication|meds|statins?))\b/,
  // errands the chef cannot run: orders and deliveries, places near by or open at an hour, today's prices at a shop
  /\b(?:order (?:me|us) |place an order|uber ?eats|doordash|deliveroo|grubhub|just eat|near me|nearby|close to me|open (?:now|today|tonight|tomorrow|late|on (?:a )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|opening (?:hours|times)|(?:good|best|nice|cheap|recommend(?:ed)?) (?:\w+ )?restaurants?(?![- ](?:style|quality))|restaurants? (?:near|around|downtown|in town|open)|(?:at|in) (?:walmart|target|costco|aldi|lidl|tesco|kroger|safeway|whole foods|trader joe'?s|sainsbury'?s|asda|publix|the (?:store|supermarket|shop)) (?:today|right now|now|this week)|(?:today|right now)'?s? (?:price|prices)|price of \w+(?: \w+)? (?:today|right now|this week))\b/,
  /\bwhere(?:'?s| is| are| can i (?:buy|get|find)| to (?:buy|get|find)| do i (?:buy|get|find))\b.*\b(?:cheapest|cheap|best price|on offer|on sale|deals?)\b|\bcheapest\b.*\b(?:this week|today|near|in town|shops?|stores?|supermarkets?|online)\b/,
  // writing that is not a recipe: verse, songs, speeches, captions
  /\b(?:write|compose|make up) (?:me |us )?(?:an? |the |some )?(?:\w+ )?(?:haiku|poem|rap|song|limerick|sonnet|story|essay|jingle|speech|tweet|caption|ode|verse|lyrics)\b|\b(?:haiku|limerick|sonnet)s?\b/,
  // instructions to the assistant itself rather than a kitchen question
  /\b(?:ignore (?:all |any |your |the |my )?(?:previous |prior |above |earlier )?(?:instructions|prompts?|rules)|system prompt|jailbreak|developer mode|pretend (?:you are|you're|to be)|you are now (?:a|an|my)|act as (?:a|an|my) (?!chef|cook|baker))/,
  // law, money and business around food: permits, licences, loans, taxes, suing
  /^(?!.*\b(?:il)?legal to (?:re)?(?:freez|thaw|defrost|eat|cook|serve|keep|store|reheat|microwave)).*\b(?:business plan|bank loan|loans?|legal(?:ly)?|illegal|(?<!in-)laws?|lawyers?|attorney|sue|suing|lawsuit|permits?|licen[cs]es?|licensing|cottage food|insurance|llc|invoices?|tax(?:es)? deduct\w*|deductible|accountant|payroll|health inspect\w*|landlords?|tenants?|tenancy|letting agent)\b/,
  // appliances to mend rather than food to keep: noises, faults, parts (a warm fridge's food is still a kitchen question)
  /^(?!.*\b(?:food|safe|eat|spoil\w*|throw|keep|meat|milk|chicken|leftovers?|thaw\w*|cook\w*|bak\w*)\b).*\b(?:fridge|refrigerator|freezer|oven|stove|dishwasher|microwave|ice maker|hob|cooktop|range hood|extractor|kettle|toaster|blender|mixer)\b.*\b(?:nois\w*|buzz\w*|rattl\w*|humm\w*|clicking|beep\w*|broken|broke|repair\w*|(?:which|what) part (?:is|has|went)|(?:replacement|spare) parts?|error code|won'?t (?:turn on|start|drain|heat|close|light|spin|work)|not (?:working|cooling|heating|turning on|draining)|stopped working|tripp\w*|breaker|compressor|fuse|wiring|warranty|replace the)\b/,
  // people at home: partners, flatmates and family quarrels
  // ("do tomatoes go in the fridge or not, me and my flatmate are arguing" settles a kitchen question)
  /^(?!.*\b(?:fridge|freez\w*|pantry|cupboard|counter|cook\w*|bak\w*|recipe|store|storing|go(?:es)? in the|safe|how long)\b)(?=.*\b(?:boyfriend|girlfriend|husband|wife|partner|roommate|flatmate|in-laws?|mother-in-law|father-in-law|my (?:mom|mum|dad|sister|brother|kids?|son|daughter))\b).*\b(?:fight\w*|argu\w*|tired of|annoy\w*|cheat\w*|divorce|break ?up|bring it up|talk to (?:him|her|them)|never (?:does|helps|cleans)|won'?t (?:help|clean))\b/,
  // running a food business: registering with the council, hygiene ratings
  /\bregister(?:ing)? (?:a |my |our )?(?:\w+ ){0,2}business\b|\b(?:home|food|baking|catering) business\b|\b(?:the|my|local) council\b|\bhygiene rating\b/,
  // social media and the words for it
  /\b(?:instagram|insta|tiktok|facebook|twitter|hashtags?|captions?|followers|influencer|youtube channel)\b/,
  // how long people live, by diet or otherwise: health research, not cooking
  /\b(?:live longer|lives? longer|life expectancy|longevity|lifespan|die younger|live to (?:100|a hundred)|blue zones?)\b/,
  // office software
  /\b(?:excel|spreadsheets?|google sheets|vlookup|=sum|powerpoint|word document|pivot table)\b/,
  // the categories the fourth set was written from, beyond its examples: famous people's lives,
  // drink and driving, cannabis, keeping animals, allergy diagnosis, exercise, the assistant itself,
  // word problems, travel
  /\b(?:net worth|how rich is|married to|(?:wife|husband|girlfriend|boyfriend) of|is dating|feud with|gossip|scandal|rumou?rs? about)\b/,
  /\b(?:drink(?:ing)? and driv\w*|drunk driving|dui|dwi|blood alcohol|legal limit|over the limit|sober up|hangover cure)\b|\bhow many (?:beers|drinks|shots|glasses of wine) (?:can|until|before|to get|is too)\b/,
  /\b(?:cannabis|canna\w+|marijuana|weed|thc|cbd|psilocybin|shrooms|magic mushrooms?|pot brownies?|weed brownies?|edibles)\b/,
  /\b(?:rais(?:e|ing)|breed(?:ing)?|feed(?:ing)? (?:my|our|the)) (?:backyard )?(?:chickens|hens|pigs|goats|cows|cattle|sheep|bees|ducks|rabbits)\b|\b(?:chicken coop|livestock|cattle|herd|hens? (?:not |stopped |aren't |are not )?laying|beekeep\w*|hunting|deer season|fishing licen[cs]e)\b/,
  /\b(?:stomach (?:hurts|ache|aches|pains?|cramps?|upset)|tummy (?:hurts|ache)|am i (?:lactose |gluten )?intolerant|am i allergic|allergy test\w*|allergist|test (?:me )?for (?:an? )?(?:allerg\w*|intoleran\w*|celiac)|(?:could|might|do) i have (?:an? )?(?:allerg\w*|intoleran\w*|celiac))\b/,
  /\bcalories (?:do i |does |will i |would i )?burn\w*|\bburn(?:s|ed|ing)? (?:off )?(?:\d+ |more |the |those )?calories\b|\b(?:steps a day|bmi|body fat|resting heart rate)\b/,
  /\b(?:are you (?:happy|sad|lonely|conscious|sentient|single|an ai|chatgpt|a person)|do you (?:have feelings|feel|dream|sleep|get tired|like me|love me)|what are you|who (?:made|built|created|programmed) you|what model are you|your feelings)\b/,
  /\bif (?:i|you|she|he|they|we|[a-z]+) (?:ha(?:s|ve|d)|bought|buys|gets?) \d+ \w+ and\b.*\bhow many\b|\bword problem\b/,
  /\b(?:best time to (?:visit|go to)|things to do in|places to visit|trip to|itinerary|sightseeing|tourist attractions?|food tours?|tour of|which trains?|trains? to (?:get|take)|customs|border control|airport security|hand luggage|carry-?on (?:bag|luggage)|checked (?:bag|luggage)|duty free)\b/,
  // nature and the veg patch: bees, slugs and pests
  /\b(?:bees|honeybees|beehives?|bumblebees?|slugs?|snails? (?:in|on|keep|are)|aphids?|greenfly|caterpillars?|veg(?:etable)? patch|allotment|pests? (?:in|on) (?:my|the) (?:garden|plants?|crops?))\b/,
  // the body and the garden: skin and hair care, make-up, plants to prune, sow or mow ("prunes" stay food)
  /\b(?:(?:in|on) (?:my|your|her|his) (?:hair|face|skin|scalp|lips|nails)|hair masks?|face masks?|moisturi[sz]\w*|skin ?care|skincare|dry skin|oily skin|spots on my|acne|wrinkles|sunscreen|shampoo|conditioner|make-?up|mascara|lipstick|nail polish|hair (?:dye|loss|cut)|haircut)\b/,
  /\bgrow(?:ing)? (?:my own |our own |your own |some )?[a-z ]{0,20}?\b(?:in (?:a |the |my )?(?:buckets?|pots?|containers?|garden|greenhouse|allotment|window ?box|backyard|yard|balcony|raised beds?)|from (?:(?:a|the|its|their) )?(?:seeds?|cuttings?|pits?|stones?|scraps))\b/,
  /\b(?:prune|pruning|repot\w*|mow\w*|fertili[sz]\w*|deadhead\w*)\b.*\b(?:roses?|hedges?|shrubs?|bushes|trees?|lawn|grass|plants?|flowers?|garden|apple tree|fruit trees?|tomato plants?)\b|\b(?:houseplants?|pot plants?|succulents?|orchids?)\b/,
];


/** True for a question outside the kitchen: jokes, weather, pets, medical, politics, homework … */
export function isOffTopic(text: string): boolean {
  if (PETS.test(text.replace(FOOD_DOGS, ' '))) return true;
  return OFF_TOPIC.some((pattern) => pattern.test(text));
}

export interface TopicScore {
  topic: QuestionTopic;
  score: number;
}

/** Every topic with a cue in the question, best first. */
export function classifyQuestion(text: string): TopicScore[] {
  if (isOffTopic(text)) return [{ topic: 'off-topic', score: 10 }];
  const scores: TopicScore[] = [];
  for (const [topic, cues] of Object.entries(CUES) as [QuestionTopic, readonly (readonly [RegExp, number])[]][]) {
    let score = 0;
    for (const [pattern, weight] of cues) if (pattern.test(text)) score += weight;
    if (score > 0) scores.push({ topic, score });
  }
  return scores.sort((a, b) => b.score - a.score);
}
