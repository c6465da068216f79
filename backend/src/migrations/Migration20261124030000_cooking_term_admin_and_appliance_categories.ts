import { Migration } from '@mikro-orm/migrations';

/**
 * The appliance category tree written for Sous (spec 001 §3 appliance_categories): top-level
 * groups and the kinds under them, each with a lucide icon and an order. Existing rows of the
 * same name are kept, so an instance's own edits survive.
 */
const categoryTree: readonly { name: string; icon: string; description: string; children: readonly [name: string, icon: string, description: string][] }[] = [
  {
    name: 'Ovens',
    icon: 'flame',
    description: 'Anything that bakes or roasts with dry heat.',
    children: [
      ['Wall and range ovens', 'flame', 'Built-in or freestanding ovens, conventional or convection.'],
      ['Toaster ovens', 'sandwich', 'Countertop ovens for small batches and toasting.'],
      ['Microwaves', 'microwave', 'Reheating, defrosting and steaming in minutes.'],
      ['Steam ovens', 'cloud', 'Ovens that cook with steam or combine it with heat.'],
    ],
  },
  {
    name: 'Stovetops',
    icon: 'cooking-pot',
    description: 'Burners and cooktops.',
    children: [
      ['Gas cooktops', 'flame', 'Open-flame burners.'],
      ['Electric and induction cooktops', 'zap', 'Radiant, coil or induction hobs.'],
      ['Portable burners', 'flame-kindling', 'Single burners for the table, camping or extra space.'],
    ],
  },
  {
    name: 'Small appliances',
    icon: 'plug',
    description: 'Countertop machines with a plug.',
    children: [
      ['Air fryers', 'wind', 'Compact convection fryers that crisp with hot air.'],
      ['Slow cookers', 'timer', 'Low, steady heat for braises, stews and beans.'],
      ['Pressure cookers and multicookers', 'gauge', 'Pressure cooking, often with slow-cook, sauté and rice modes.'],
      ['Blenders', 'cup-soda', 'Countertop, personal and immersion blenders.'],
      ['Food processors', 'cog', 'Chopping, slicing, grating and pureeing.'],
      ['Mixers', 'cake', 'Stand and hand mixers for doughs, batters and whipping.'],
      ['Toasters', 'sandwich', 'Slot toasters for bread and bagels.'],
      ['Rice cookers', 'soup', 'Rice, grains and steaming.'],
      ['Waffle irons and griddles', 'grid-3x3', 'Waffles, pancakes and flat-top cooking.'],
      ['Coffee and tea makers', 'coffee', 'Coffee machines, grinders and kettles.'],
      ['Sous vide', 'thermometer', 'Immersion circulators for precise water-bath cooking.'],
      ['Other small appliances', 'plug', 'Dehydrators, ice cream makers, bread machines and more.'],
    ],
  },
  {
    name: 'Cookware',
    icon: 'cooking-pot',
    description: 'Pots and pans for the stovetop and oven.',
    children: [
      ['Skillets and frying pans', 'egg-fried', 'Nonstick, stainless and cast-iron pans.'],
      ['Saucepans and stockpots', 'cooking-pot', 'For sauces, soups, stocks and pasta.'],
      ['Dutch ovens and braisers', 'cooking-pot', 'Heavy lidded pots for the stove and oven.'],
      ['Woks', 'flame', 'High-heat stir-frying.'],
      ['Grill pans', 'grid-3x3', 'Ridged pans for stovetop grilling.'],
    ],
  },
  {
    name: 'Bakeware',
    icon: 'cake-slice',
    description: 'Pans and tins for the oven.',
    children: [
      ['Sheet pans and baking trays', 'rectangle-horizontal', 'Roasting vegetables, cookies and sheet-pan dinners.'],
      ['Cake and loaf pans', 'cake-slice', 'Round, square, springform and loaf tins.'],
      ['Muffin tins', 'grid-2x2', 'Muffins, cupcakes and egg bites.'],
      ['Pie and casserole dishes', 'circle', 'Glass or ceramic dishes for pies, gratins and bakes.'],
    ],
  },
  {
    name: 'Tools',
    icon: 'utensils',
    description: 'Hand tools and gadgets.',
    children: [
      ['Knives and cutting boards', 'slice', 'Chef, paring and bread knives, boards and sharpeners.'],
      ['Thermometers and scales', 'thermometer', 'Measuring doneness and weighing ingredients.'],
      ['Graters, peelers and mandolines', 'list-filter', 'Shredding, peeling and thin slicing.'],
      ['Utensils', 'utensils-crossed', 'Spatulas, spoons, whisks, tongs and ladles.'],
    ],
  },
  {
    name: 'Refrigeration',
    icon: 'refrigerator',
    description: 'Keeping food cold or frozen.',
    children: [
      ['Refrigerators', 'refrigerator', 'Main and beverage fridges.'],
      ['Freezers', 'snowflake', 'Chest and upright freezers.'],
    ],
  },
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

export class Migration20261124030000_cooking_term_admin_and_appliance_categories extends Migration {

  override name = 'Migration20261124030000_cooking_term_admin_and_appliance_categories';

  override up(): void | Promise<void> {
    this.addSql(`create table "cooking_term_removals" ("term_key" text not null, "removed_at" timestamptz not null default now(), primary key ("term_key"));`);
    this.addSql(`create unique index "cooking_terms_term_lower_unique" on "cooking_terms" (lower("term"));`);

    categoryTree.forEach((group, groupIndex) => {
      const groupOrder = (groupIndex + 1) * 100;
      this.addSql(
        `insert into "appliance_categories" ("name", "description", "icon", "sort_order") values (${text(group.name)}, ${text(group.description)}, ${text(group.icon)}, ${groupOrder}) on conflict ("name") do nothing;`,
      );
      group.children.forEach(([name, icon, description], childIndex) => {
        this.addSql(
          `insert into "appliance_categories" ("name", "description", "icon", "sort_order", "parent_category_id")
           select ${text(name)}, ${text(description)}, ${text(icon)}, ${groupOrder + childIndex + 1}, "id" from "appliance_categories" where "name" = ${text(group.name)}
           on conflict ("name") do nothing;`,
        );
      });
    });
  }

  override down(): void | Promise<void> {
    const names = categoryTree.flatMap((group) => [group.name, ...group.children.map(([name]) => name)]);
    this.addSql(`delete from "appliance_categories" where "name" in (${names.map(text).join(', ')});`);
    this.addSql(`drop index "cooking_terms_term_lower_unique";`);
    this.addSql(`drop table if exists "cooking_term_removals" cascade;`);
  }

}
