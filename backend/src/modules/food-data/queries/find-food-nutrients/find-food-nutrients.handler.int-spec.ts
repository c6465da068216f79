import { useTestDatabase, withStatementHook } from '../../../../../test/support/test-database.js';
import { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FindFoodNutrientsHandler } from './find-food-nutrients.handler.js';
import { FindFoodNutrientsQuery } from './find-food-nutrients.query.js';

const db = useTestDatabase();

/** The handler over the migrated database's embedded foods, counting the statements it sends. */
function setup() {
  let statements = 0;
  const counting = withStatementHook(db.em, () => {
    statements += 1;
  });
  return { statements: () => statements, handler: new FindFoodNutrientsHandler(counting, new EmbeddedFoodSearch(counting)) };
}

describe('FindFoodNutrientsHandler on the embedded foods', () => {
  it('answers each lookup in order: by embedded id, else the first term named exactly or found by search, else null', async () => {
    const [kale] = await db.em.execute<{ id: string; description: string }[]>("select id, description from embedded_foods where head_key = 'kale' order by rank_boost desc, id limit 1");
    const { handler } = setup();
    const answers = await handler.execute(
      new FindFoodNutrientsQuery([
        { searchTerms: ['Lettuces'] },
        { fdcId: kale.id, searchTerms: ['lettuce'] },
        { fdcId: '12345', name: 'Canned tomatoes', searchTerms: ['zqxv', 'Canned tomatoes'] },
        { searchTerms: ['zqxv'] },
        { name: 'Lettuce', searchTerms: ['zqxv'] },
      ]),
    );
    expect(answers[0]?.description).toMatch(/^Lettuce/);
    expect(answers[0]).toMatchObject({ fdcId: expect.stringMatching(/^sr:/) as unknown, nutrients: { energyKcal: expect.any(Number) as unknown } });
    expect(answers[1]).toMatchObject({ fdcId: kale.id, description: kale.description });
    expect(answers[2]?.description).toMatch(/tomato/i);
    expect(answers[3]).toBeNull();
    expect(answers[4]).toEqual(answers[0]);
  });

  it('remembers answers, misses included, so a second kitchen view sends no statement', async () => {
    const { statements, handler } = setup();
    const query = new FindFoodNutrientsQuery([{ searchTerms: ['lettuce'] }, { fdcId: 'sr:99999999', searchTerms: [] }, { searchTerms: ['zqxv'] }]);
    const first = await handler.execute(query);
    expect(first[0]?.description).toMatch(/^Lettuce/);
    expect(first.slice(1)).toEqual([null, null]);
    const sent = statements();
    expect(await handler.execute(query)).toEqual(first);
    expect(statements()).toBe(sent);
  });
});
