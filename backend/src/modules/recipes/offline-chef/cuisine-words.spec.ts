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
});
