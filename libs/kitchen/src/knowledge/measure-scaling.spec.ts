import { gasMarkAnswer, scaledMeasureAnswer, spoonsText } from './measure-scaling.js';

describe('scaledMeasureAnswer', () => {
  it.each([
    ['whats half of 1/3 cup', 'Half of 1/3 cup is 2 tablespoons plus 2 teaspoons (about 39 ml).'],
    ['what is half of 3/4 cup', 'Half of 3/4 cup is 6 tablespoons (about 89 ml).'],
    ['what is double 2/3 cup', 'Double 2/3 cup is 1 1/3 cups (about 316 ml).'],
    ['how much is a third of 2 tablespoons', 'A third of 2 tablespoons is 2 teaspoons (about 10 ml).'],
    ['whats half a cup', 'Half of 1 cup is 1/2 cup (about 118 ml).'],
    ['half of 3 tbsp', 'Half of 3 tablespoons is 1 tablespoon plus 1 1/2 teaspoons (about 22 ml).'],
  ])('%s', (question, answer) => {
    expect(scaledMeasureAnswer(question)).toBe(answer);
  });

  it.each(['can i use half a cup of oil instead of butter', 'i used half a cup of milk', 'how long do i boil half a pound of pasta', 'what is half of 2 pounds'])(
    'leaves "%s" to the other readers',
    (question) => {
      expect(scaledMeasureAnswer(question)).toBeNull();
    },
  );

  it('says cups only on a quarter or third of a cup', () => {
    expect(spoonsText(24)).toBe('1/2 cup');
    expect(spoonsText(16)).toBe('1/3 cup');
    expect(spoonsText(10)).toBe('3 tablespoons plus 1 teaspoon');
    expect(spoonsText(1.5)).toBe('1 1/2 teaspoons');
  });
});

describe('gasMarkAnswer', () => {
  it('reads the mark in any spelling', () => {
    expect(gasMarkAnswer('gas mark 4 in fahrenheit')).toBe('Gas mark 4 is 350 °F (180 °C, about 160 °C in a fan oven).');
    expect(gasMarkAnswer('what is gas 6')).toBe('Gas mark 6 is 400 °F (200 °C, about 180 °C in a fan oven).');
    expect(gasMarkAnswer('gas mark 1/2 in celsius')).toBe('Gas mark 1/2 is 250 °F (120 °C, about 100 °C in a fan oven).');
  });

  it('leaves marks that do not exist and other gas alone', () => {
    expect(gasMarkAnswer('gas mark 12')).toBeNull();
    expect(gasMarkAnswer('is a gas oven hotter')).toBeNull();
  });
});
