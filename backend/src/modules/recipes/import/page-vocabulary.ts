/**
 * The words recipe pages put above their lists, in the languages imports meet (en, es, fr, de, it,
 * pt, nl, no/sv/da, and a few more seen on real pages). A heading is the word alone, perhaps with
 * a qualifier ("Ingredients for 4", "Zutaten für den Teig", "Ingredients (12)", "Method:").
 */
const ingredientWords = [
  'ingredients?', 'recipe ingredients', 'the ingredients', 'what you(?:\'|’)?ll need', 'things you(?:\'|’)?ll need', 'ingredient list', 'ingrediëntenlijst', 'zutatenliste', 'lista de ingredientes', 'liste des ingrédients', 'lista degli ingredienti', 'you(?:\'|’)?ll need', 'you will need', 'what you need', 'shopping list',
  'ingredientes', 'ingrediente', 'ingrédients?', 'les ingrédients', 'zutaten', 'die zutaten', 'ingredienti', 'gli ingredienti', 'ingrediënten', 'ingredienten',
  'benodigdheden', 'ingredienser', 'du behöver', 'du trenger', 'du skal bruge', 'ainekset', 'składniki', 'hozzávalók', 'suroviny', 'ingredience', 'sastojci',
  'υλικά', 'malzemeler', 'ингредиенты', 'nguyên liệu', 'bahan(?:-bahan)?', '材料', '食材', '用料', '재료', 'ส่วนผสม',
];
const stepWords = [
  'instructions?', 'recipe instructions', 'cooking instructions', 'method', 'the method', 'directions?', 'preparation', 'steps?', '(?:here(?:\'|’)?s )?how to make(?: it| this)?', 'how to cook(?: it)?', '(?:let(?:\'|’)?s )?(?:cook|get started|get cooking|begin)', 'step[- ]by[- ]step',
  'schritt für schritt', 'étape par étape', 'passo (?:dopo|a) passo', 'stap voor stap', 'steg for steg', 'steg för steg', 'trin for trin',
  'instrucciones', 'preparación', 'elaboración', 'modo de preparación', 'pasos', 'paso a paso', 'procedimiento', 'préparation', 'la préparation', 'étapes', 'déroulé de la recette', 'réalisation',
  'zubereitung', 'die zubereitung', 'anleitung', 'so geht(?:\'|’)?s', 'preparazione', 'procedimento', 'modo de preparo', 'preparo', 'modo de fazer', 'preparação', 'modo de preparação',
  'bereiding', 'bereidingswijze', 'werkwijze', 'fremgangsmåte', 'slik gjør du', 'gör så här', 'tillagning', 'instruktioner', 'sådan gør du', 'fremgangsmåde', 'tilberedning',
  'valmistus', 'valmistusohje', 'przygotowanie', 'sposób przygotowania', 'elkészítés', 'postup', 'priprema', 'εκτέλεση', 'οδηγίες', 'yapılışı', 'hazırlanışı', 'приготовление',
  'cách làm', 'cara membuat', '做法', '作法', '步骤', '作り方', '만드는 ?법', '조리법', 'วิธีทำ',
];
/** Headings that end a recipe's lists: notes, nutrition, comments, what else the page offers. */
const stopWords = [
  'notes?', 'recipe notes', 'cook(?:\'|’)?s notes', 'tips?', 'tips (?:and|&) tricks', 'nutrition(?: facts| information| info)?', 'comments?', 'reviews?', 'related(?: recipes)?',
  'you (?:might|may) also like', 'more recipes', 'share(?: this recipe)?', 'rate this recipe', 'leave a (?:comment|reply|review)', 'did you (?:make|try) (?:this|it)\\??', 'video', 'equipment', 'faqs?',
  'storage', 'how to store', 'variations?', 'substitutions?', 'serving suggestions?', 'notas', 'consejos', 'trucos', 'nutrición', 'comentarios', 'astuces?', 'conseils?', 'commentaires',
  'tipps?', 'hinweise?', 'notizen', 'nährwerte', 'kommentare', 'consigli', 'commenti', 'dicas', 'comentários', 'opmerkingen', 'voedingswaarde', 'kommentarer', 'næringsinnhold',
  'næringsindhold', 'vinkkejä', 'wskazówki', 'utensils', 'utensilios', 'ustensiles', 'utensili', 'materiel', 'matériel',
  // the share buttons under a method ("Delen met vrienden:", "Rezept teilen")
  'delen', 'teilen', 'partager', 'compartir', 'condividi', 'compartilhe', 'udostępnij',
];

/**
 * The word, perhaps after the recipe's name ("Apple pie – the ingredients"), perhaps followed by a
 * few words that are not a time ("Ingredients in your box", "Zutaten für 10 Stücke", "Method (serves
 * 4)"), perhaps closed by a colon or an asterisk.
 */
const heading = (words: string[]) =>
  new RegExp(
    `^(?:[^:–—|]{1,80}\\s[–—|:-]\\s*)?(?:${words.join('|')})(?!\\s+(?:time|tid|tijd|zeit|tiempo|temps|tempo)\\b)` +
      // "Elaboración de la crema de calabaza", "Method for the ragù": the word, then the dish it is for
      `(?:\\s*\\(.{0,30}\\)|\\s+(?:for|für|pour|para|per|voor|til|till|do|dla|na|to|och|og|of|de|del|della|di|du|des|van|von)\\s.{0,50}|(?:\\s+[^\\s\\d]+){0,4}|\\s*\\d{1,3})?[\\s:：*!]*$`,
    'iu',
  );
const ingredientHeading = heading(ingredientWords);
const stepHeading = heading(stepWords);
const stopHeading = heading(stopWords);

const headingLike = (text: string) => text.length <= 60 && text.split(/\s+/).length <= 8;

/**
 * A method headed by the dish and a verb of making, as blogs write it: "Abrikozenvlaai maken",
 * "Recept: zelf arretjescake maken", "Hefezopf backen", "Making the dough", "Cómo hacer la masa".
 * Verb-last languages (nl, de) name the dish first; the others put the verb first. One to six
 * words of dish, no digit (a time or an amount is a fact, not a heading), no full stop (a sentence).
 */
const makingHeading = new RegExp(
  '^(?:(?:recept|recipe|rezept|recette|receta|ricetta|receita)\\s*:\\s*)?(?:' +
    "(?:zelf\\s+|selbst\\s+)?(?:[^\\s\\d.!?]+\\s+){1,6}(?:zelf\\s+)?(?:maken|bakken|bereiden|klaarmaken|zubereiten|machen|selber machen|backen)" +
    '|(?:making|baking|assembling)\\s+the\\s+[^\\d.!?]{2,40}' +
    '|(?:cómo|como|come|comment)\\s+(?:hacer|preparar|fazer|fare|preparare|faire|préparer)\\s+[^\\d.!?]{2,40}' +
    ')[\\s:：]*$',
  'iu',
);


export const isIngredientHeading = (text: string) => headingLike(text) && ingredientHeading.test(text.trim());
export const isStepHeading = (text: string) => headingLike(text) && stepHeading.test(text.trim());
/**
 * A method's heading naming the dish ("Abrikozenvlaai maken", and "Abrikozenvlaai bakken" for its
 * next stage): only on a line marked as a heading, as such words also run in links and sentences.
 */
export const isMakingHeading = (line: { text: string; heading: number }) => line.heading > 0 && headingLike(line.text) && makingHeading.test(line.text.trim());
export const isStopHeading = (text: string) => headingLike(text) && stopHeading.test(text.trim());

/** A line that states an amount: it starts with a number, a fraction or a word for one. */
export const statesAmount = (text: string) =>
  /^[\s(]*(?:[\d½¼¾⅓⅔⅛⅜⅝⅞]|(?:a|an|one|two|three|four|half|un|une|una|uno|ein|eine|einen|zwei|drei|een|twee|ett|tre|½)\s)/iu.test(text);

/** A character of a script written without spaces between words (Chinese, Japanese, Korean, Thai). */
export const cjkCharacter = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u;
export const cjkCharacters = new RegExp(cjkCharacter.source, 'gu');
