import { describeAppliance } from './list-kitchen-appliances.handler.js';

describe('describeAppliance', () => {
  it('names the appliance, then its kind and model once', () => {
    expect(describeAppliance({ name: 'Big Red', type: 'Stand mixer', custom_brand: 'KitchenAid', custom_model: 'Artisan' })).toBe(
      'Big Red (Stand mixer, KitchenAid Artisan)',
    );
    expect(describeAppliance({ name: 'Air fryer', type: 'air fryer', custom_brand: null, custom_model: null })).toBe('Air fryer');
  });
});
