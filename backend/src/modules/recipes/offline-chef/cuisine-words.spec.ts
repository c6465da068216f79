import { dishIsOf } from './generate.js';
import { flavorHits } from './templates/kit.js';

describe('a cuisine is read from whole words (issue 31)', () => {
  it('garlic cloves are not the spice, olive oil is not olives', () => {
    const soup = ['6 cloves garlic, minced', '10 oz carrots', '1 can black beans, drained and rinsed', '2 tbsp olive oil', '2 limes, juiced'];
    expect(flavorHits(soup, 'indian')).toEqual(['lime']);
    expect(dishIsOf(soup, 'indian')).toBe(false);
    expect(dishIsOf(['6 bagels', '5 oz deli turkey', '2 lemons, juiced', '1 tbsp olive oil'], 'italian')).toBe(false);
  });

  it('still hears the real words', () => {
    expect(dishIsOf(['1/4 tsp ground cloves', '1 tsp ground cumin', '1 onion'], 'indian')).toBe(true);
    expect(dishIsOf(['1/4 cup kalamata olives', '1 lemon'], 'mediterranean')).toBe(true);
    expect(flavorHits(['3 tbsp soy sauce'], 'asian')).toEqual(['soy']);
  });

  it('a cheese leans a dish toward a cuisine only when no other cuisine speaks louder: a cumin flatbread with mozzarella is not Italian', () => {
    expect(dishIsOf(['2 cups flour', '1 tsp cumin seed', '4 oz mozzarella cheese, shredded'], 'italian')).toBe(false);
    expect(dishIsOf(['2 cups flour', '4 oz mozzarella cheese, shredded', '2 tomatoes'], 'italian')).toBe(true);
    expect(dishIsOf(['8 oz pasta', '1 tsp ground cumin'], 'italian')).toBe(true);
  });

  it('a starch of another cuisine, another cuisine\'s cheese or fruit on a board outweighs shared flavours (issue 31, second blind read)', () => {
    // a beef-and-pasta soup is not Indian for a spoon of curry powder
    expect(dishIsOf(['8 oz ground beef', '4 oz pasta', '4 cups chicken broth', '2 tsp curry powder'], 'indian')).toBe(false);
    // a parmesan quinoa bowl is not Mexican for hot sauce and lime
    expect(dishIsOf(['6 oz quinoa', '2 oz parmesan cheese, grated', '2 tsp hot sauce', '1 lime, juiced'], 'mexican')).toBe(false);
    // a board of apples, cheddar and mozzarella with maple syrup is not Italian
    expect(dishIsOf(['3 oz cheddar cheese, sliced', '3 oz mozzarella cheese, sliced', '3 apples, cored and sliced', '15 crackers', '2 tbsp maple syrup'], 'italian')).toBe(false);
    // still: a curry with basmati is Indian, a tortilla with cumin Mexican
    expect(dishIsOf(['1 cup basmati rice', '2 tsp curry powder', '1 onion'], 'indian')).toBe(true);
    expect(dishIsOf(['8 tortillas', '1 tsp ground cumin', '1 lb ground beef'], 'mexican')).toBe(true);
  });
});
