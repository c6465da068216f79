import { Migration } from '@mikro-orm/migrations';

/**
 * The common items onboarding offers (spec 000 §2), authored for Sous. Shelf lives are days in the
 * default place, after USDA FoodKeeper guidance (unopened where a package is typical; fresh produce
 * and meat as bought); food categories are USDA SR Legacy food groups.
 */
interface Seed {
  displayName: string;
  category: string;
  foodCategory: string;
  storage: 'Refrigerator' | 'Freezer' | 'Pantry' | 'Counter';
  expirationDays: number;
  quantity: string;
  unit: string;
  description: string;
}

const fruit = 'Fruits and Fruit Juices';
const veg = 'Vegetables and Vegetable Products';
const dairy = 'Dairy and Egg Products';
const grains = 'Cereal Grains and Pasta';
const baked = 'Baked Products';
const sweets = 'Sweets';
const spices = 'Spices and Herbs';
const fats = 'Fats and Oils';
const sauces = 'Soups, Sauces, and Gravies';
const legumes = 'Legumes and Legume Products';
const seafood = 'Finfish and Shellfish Products';
const drinks = 'Beverages';
const snacks = 'Snacks';

const s = (
  displayName: string,
  category: string,
  foodCategory: string,
  storage: Seed['storage'],
  expirationDays: number,
  quantity: string,
  unit: string,
  description: string,
): Seed => ({ displayName, category, foodCategory, storage, expirationDays, quantity, unit, description });

export const commonFoodItems: readonly Seed[] = [
  // Fruits
  s('Apples', 'Fruits', fruit, 'Refrigerator', 30, '6', 'item', 'Fresh whole apples'),
  s('Bananas', 'Fruits', fruit, 'Counter', 5, '6', 'item', 'Fresh bananas, ripening at room temperature'),
  s('Oranges', 'Fruits', fruit, 'Refrigerator', 21, '6', 'item', 'Fresh whole oranges'),
  s('Lemons', 'Fruits', fruit, 'Refrigerator', 21, '4', 'item', 'Fresh whole lemons'),
  s('Limes', 'Fruits', fruit, 'Refrigerator', 21, '4', 'item', 'Fresh whole limes'),
  s('Strawberries', 'Fruits', fruit, 'Refrigerator', 3, '1', 'lb', 'Fresh strawberries, unwashed'),
  s('Blueberries', 'Fruits', fruit, 'Refrigerator', 7, '1', 'pint', 'Fresh blueberries, unwashed'),
  s('Grapes', 'Fruits', fruit, 'Refrigerator', 7, '2', 'lb', 'Fresh seedless grapes'),
  s('Avocados', 'Fruits', fruit, 'Counter', 4, '3', 'item', 'Avocados, ripening at room temperature'),
  // Vegetables
  s('Tomatoes', 'Vegetables', veg, 'Counter', 5, '4', 'item', 'Fresh ripe tomatoes'),
  s('Onions', 'Vegetables', veg, 'Pantry', 30, '3', 'item', 'Dry yellow onions'),
  s('Garlic', 'Vegetables', veg, 'Pantry', 90, '1', 'head', 'Whole garlic bulb'),
  s('Potatoes', 'Vegetables', veg, 'Pantry', 30, '5', 'lb', 'Whole raw potatoes, kept cool and dark'),
  s('Carrots', 'Vegetables', veg, 'Refrigerator', 21, '2', 'lb', 'Fresh whole carrots'),
  s('Broccoli', 'Vegetables', veg, 'Refrigerator', 5, '1', 'head', 'Fresh broccoli crown'),
  s('Lettuce', 'Vegetables', veg, 'Refrigerator', 7, '1', 'head', 'Fresh head lettuce'),
  s('Spinach', 'Vegetables', veg, 'Refrigerator', 5, '10', 'oz', 'Fresh baby spinach'),
  s('Bell Peppers', 'Vegetables', veg, 'Refrigerator', 7, '3', 'item', 'Fresh bell peppers'),
  s('Cucumbers', 'Vegetables', veg, 'Refrigerator', 7, '2', 'item', 'Fresh cucumbers'),
  s('Celery', 'Vegetables', veg, 'Refrigerator', 14, '1', 'bunch', 'Fresh celery stalks'),
  s('Mushrooms', 'Vegetables', veg, 'Refrigerator', 5, '8', 'oz', 'Fresh white mushrooms'),
  s('Zucchini', 'Vegetables', veg, 'Refrigerator', 5, '2', 'item', 'Fresh zucchini'),
  // Dairy
  s('Milk', 'Dairy', dairy, 'Refrigerator', 7, '1', 'gallon', 'Pasteurized milk'),
  s('Eggs', 'Dairy', dairy, 'Refrigerator', 35, '12', 'item', 'Fresh large eggs in the shell'),
  s('Butter', 'Dairy', dairy, 'Refrigerator', 60, '1', 'lb', 'Salted butter'),
  s('Cheddar Cheese', 'Dairy', dairy, 'Refrigerator', 42, '8', 'oz', 'Hard cheddar cheese block'),
  s('Mozzarella Cheese', 'Dairy', dairy, 'Refrigerator', 21, '8', 'oz', 'Low-moisture mozzarella'),
  s('Parmesan Cheese', 'Dairy', dairy, 'Refrigerator', 60, '6', 'oz', 'Hard grated parmesan'),
  s('Yogurt', 'Dairy', dairy, 'Refrigerator', 14, '32', 'oz', 'Plain yogurt'),
  s('Sour Cream', 'Dairy', dairy, 'Refrigerator', 14, '16', 'oz', 'Sour cream'),
  s('Cream Cheese', 'Dairy', dairy, 'Refrigerator', 14, '8', 'oz', 'Cream cheese'),
  s('Heavy Cream', 'Dairy', dairy, 'Refrigerator', 10, '1', 'pint', 'Heavy whipping cream'),
  // Meat
  s('Chicken Breast', 'Meat', 'Poultry Products', 'Refrigerator', 2, '1', 'lb', 'Raw boneless chicken breast'),
  s('Ground Beef', 'Meat', 'Beef Products', 'Refrigerator', 2, '1', 'lb', 'Raw ground beef'),
  s('Steak', 'Meat', 'Beef Products', 'Refrigerator', 4, '1', 'lb', 'Raw beef steak'),
  s('Pork Chops', 'Meat', 'Pork Products', 'Refrigerator', 4, '1', 'lb', 'Raw pork chops'),
  s('Bacon', 'Meat', 'Pork Products', 'Refrigerator', 7, '12', 'oz', 'Cured bacon, unopened'),
  s('Deli Turkey', 'Meat', 'Sausages and Luncheon Meats', 'Refrigerator', 5, '8', 'oz', 'Sliced turkey breast from the deli'),
  // Seafood
  s('Salmon Fillet', 'Seafood', seafood, 'Refrigerator', 2, '1', 'lb', 'Fresh salmon fillet'),
  s('Shrimp', 'Seafood', seafood, 'Freezer', 180, '1', 'lb', 'Frozen raw shrimp'),
  s('Canned Tuna', 'Seafood', seafood, 'Pantry', 730, '2', 'can', 'Tuna canned in water'),
  // Grains
  s('Rice', 'Grains', grains, 'Pantry', 730, '2', 'lb', 'Dry white rice'),
  s('Pasta', 'Grains', grains, 'Pantry', 730, '1', 'lb', 'Dry pasta'),
  s('Flour', 'Grains', grains, 'Pantry', 240, '5', 'lb', 'All-purpose wheat flour'),
  s('Rolled Oats', 'Grains', 'Breakfast Cereals', 'Pantry', 365, '18', 'oz', 'Old-fashioned rolled oats'),
  s('Breakfast Cereal', 'Grains', 'Breakfast Cereals', 'Pantry', 180, '1', 'box', 'Ready-to-eat breakfast cereal, unopened'),
  s('Quinoa', 'Grains', grains, 'Pantry', 365, '1', 'lb', 'Dry quinoa'),
  // Bakery
  s('Bread', 'Bakery', baked, 'Counter', 5, '1', 'loaf', 'Sliced sandwich bread'),
  s('Bagels', 'Bakery', baked, 'Counter', 5, '6', 'item', 'Plain bagels'),
  s('Tortillas', 'Bakery', baked, 'Pantry', 14, '10', 'item', 'Flour tortillas, unopened'),
  // Pantry
  s('Sugar', 'Pantry', sweets, 'Pantry', 730, '4', 'lb', 'Granulated white sugar'),
  s('Salt', 'Pantry', spices, 'Pantry', 1825, '26', 'oz', 'Table salt'),
  s('Black Pepper', 'Pantry', spices, 'Pantry', 1095, '4', 'oz', 'Ground black pepper'),
  s('Olive Oil', 'Pantry', fats, 'Pantry', 540, '1', 'bottle', 'Extra virgin olive oil, unopened'),
  s('Vegetable Oil', 'Pantry', fats, 'Pantry', 365, '1', 'bottle', 'Vegetable cooking oil, unopened'),
  s('Baking Soda', 'Pantry', baked, 'Pantry', 540, '1', 'lb', 'Baking soda'),
  s('Baking Powder', 'Pantry', baked, 'Pantry', 540, '8', 'oz', 'Double-acting baking powder'),
  s('Honey', 'Pantry', sweets, 'Pantry', 730, '12', 'oz', 'Pure honey'),
  s('Peanut Butter', 'Pantry', legumes, 'Pantry', 180, '16', 'oz', 'Creamy peanut butter, unopened'),
  s('Canned Tomatoes', 'Pantry', veg, 'Pantry', 540, '2', 'can', 'Canned diced tomatoes'),
  s('Canned Black Beans', 'Pantry', legumes, 'Pantry', 730, '2', 'can', 'Canned black beans'),
  s('Chicken Broth', 'Pantry', sauces, 'Pantry', 365, '32', 'fl oz', 'Chicken broth in a carton, unopened'),
  // Condiments
  s('Ketchup', 'Condiments', sauces, 'Refrigerator', 180, '20', 'oz', 'Tomato ketchup, opened'),
  s('Mustard', 'Condiments', spices, 'Refrigerator', 365, '8', 'oz', 'Prepared yellow mustard, opened'),
  s('Mayonnaise', 'Condiments', fats, 'Refrigerator', 60, '30', 'oz', 'Mayonnaise, opened'),
  s('Soy Sauce', 'Condiments', legumes, 'Pantry', 730, '10', 'fl oz', 'Soy sauce'),
  s('Hot Sauce', 'Condiments', sauces, 'Pantry', 365, '5', 'fl oz', 'Chile hot sauce'),
  s('Salsa', 'Condiments', sauces, 'Refrigerator', 14, '16', 'oz', 'Tomato salsa, opened'),
  s('Strawberry Jam', 'Condiments', sweets, 'Refrigerator', 180, '12', 'oz', 'Strawberry jam, opened'),
  s('Maple Syrup', 'Condiments', sweets, 'Refrigerator', 365, '12', 'fl oz', 'Pure maple syrup, opened'),
  // Beverages
  s('Orange Juice', 'Beverages', fruit, 'Refrigerator', 7, '52', 'fl oz', 'Chilled orange juice, opened'),
  s('Coffee', 'Beverages', drinks, 'Pantry', 150, '12', 'oz', 'Ground coffee'),
  s('Tea Bags', 'Beverages', drinks, 'Pantry', 540, '20', 'item', 'Black tea bags'),
  s('Sparkling Water', 'Beverages', drinks, 'Pantry', 365, '12', 'can', 'Canned sparkling water'),
  // Snacks
  s('Crackers', 'Snacks', baked, 'Pantry', 180, '1', 'box', 'Crackers, unopened'),
  s('Tortilla Chips', 'Snacks', snacks, 'Pantry', 60, '1', 'bag', 'Tortilla chips, unopened'),
  s('Almonds', 'Snacks', 'Nut and Seed Products', 'Pantry', 180, '16', 'oz', 'Whole raw almonds'),
  s('Dark Chocolate', 'Snacks', sweets, 'Pantry', 365, '3.5', 'oz', 'Dark chocolate bar'),
  s('Popcorn', 'Snacks', snacks, 'Pantry', 365, '1', 'box', 'Microwave popcorn, unopened'),
  s('Granola Bars', 'Snacks', snacks, 'Pantry', 180, '6', 'item', 'Granola bars'),
  // Frozen
  s('Frozen Peas', 'Frozen', veg, 'Freezer', 240, '16', 'oz', 'Frozen green peas'),
  s('Frozen Mixed Vegetables', 'Frozen', veg, 'Freezer', 240, '16', 'oz', 'Frozen mixed vegetables'),
  s('Frozen Berries', 'Frozen', fruit, 'Freezer', 240, '16', 'oz', 'Frozen mixed berries'),
  s('Ice Cream', 'Frozen', sweets, 'Freezer', 60, '1.5', 'quart', 'Vanilla ice cream'),
  s('Frozen Pizza', 'Frozen', 'Meals, Entrees, and Side Dishes', 'Freezer', 120, '1', 'item', 'Frozen cheese pizza'),
];

const literal = (value: string | number): string => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

export class Migration20261123150000_seed_common_food_items extends Migration {
  override name = 'Migration20261123150000_seed_common_food_items';

  override up(): void {
    const rows = commonFoodItems.map((item) =>
      [
        literal(item.displayName),
        literal(item.description),
        literal(item.quantity),
        literal(item.unit),
        literal(item.storage),
        literal(item.expirationDays),
        literal(item.category),
        literal(item.foodCategory),
        literal('sous'),
      ].join(', '),
    );
    this.addSql(
      `insert into "common_food_items" ("display_name", "description", "quantity", "unit", "storage", "expiration_days", "category", "food_category", "data_source") values
${rows.map((row) => `  (${row})`).join(',\n')}
on conflict ("display_name") do nothing;`,
    );
  }

  override down(): void {
    // only the rows this migration wrote: an admin's own additions stay
    this.addSql(
      `delete from "common_food_items" where "data_source" = 'sous' and "display_name" in (${commonFoodItems.map((i) => literal(i.displayName)).join(', ')});`,
    );
  }
}
