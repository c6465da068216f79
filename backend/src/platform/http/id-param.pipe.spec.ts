import { IdParam, IdParamPipe } from './id-param.pipe.js';

const refusal = (pipe: IdParamPipe, value: string): unknown => {
  try {
    pipe.transform(value);
  } catch (error) {
    return error;
  }
  throw new Error(`${value} passed`);
};

describe('IdParamPipe', () => {
  const id = '5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a';

  it('passes a UUID through', () => {
    expect(IdParam.transform(id)).toBe(id);
  });

  it("answers a malformed id with the route's own not-found code and words", () => {
    expect(refusal(new IdParamPipe('Meal plan not found', 'planning.meal-plan-not-found'), '42')).toMatchObject({
      kind: 'NOT_FOUND',
      code: 'planning.meal-plan-not-found',
      message: 'Meal plan not found',
    });
  });

  it("falls back to the platform's code where the route names nothing", () => {
    expect(refusal(IdParam, '../etc')).toMatchObject({ kind: 'NOT_FOUND', code: 'platform.not-found', message: 'Not found' });
  });
});
