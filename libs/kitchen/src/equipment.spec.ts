import { equipmentOfAppliance, missingEquipment, requiredEquipment } from './equipment.js';

describe('equipmentOfAppliance', () => {
  it('reads the kind from the name, type, category or capabilities', () => {
    expect(equipmentOfAppliance(['Ninja AF101', 'Air Fryer'])).toEqual(['air-fryer']);
    expect(equipmentOfAppliance(['Big Red', 'Stand mixer'])).toEqual(['stand-mixer']);
    expect(equipmentOfAppliance(['Crock-Pot 6 qt', null, undefined])).toEqual(['slow-cooker']);
    expect(equipmentOfAppliance(['Vitamix', 'Blender', 'Blenders'])).toEqual(['blender']);
  });

  it('lets a multicooker count as a pressure cooker and a slow cooker, and its capabilities add more', () => {
    expect(equipmentOfAppliance(['Instant Pot Duo', 'Multicooker', 'Air fry'])).toEqual(['air-fryer', 'slow-cooker', 'pressure-cooker']);
  });

  it('finds no specialty equipment in everyday kit', () => {
    expect(equipmentOfAppliance(['Cast-iron skillet', 'Skillet', 'Skillets and frying pans'])).toEqual([]);
    expect(equipmentOfAppliance(['Oven', 'Wall and range ovens', 'Microwave'])).toEqual([]);
  });
});

describe('requiredEquipment', () => {
  it('needs what a step names without an alternative', () => {
    expect(requiredEquipment(['Pulse the chickpeas in a food processor until finely chopped.', 'Fry in batches.'])).toEqual(['food-processor']);
    expect(requiredEquipment(['Cook in the air fryer at 200°C for 12 minutes, shaking halfway.'])).toEqual(['air-fryer']);
    expect(requiredEquipment(['Cook on low in the slow cooker for 8 hours.'])).toEqual(['slow-cooker']);
  });

  it('does not need what a step offers as one choice or warns against', () => {
    expect(requiredEquipment(['Blend in a blender or mash with a fork.'])).toEqual([]);
    expect(requiredEquipment(['Chop the parsley by hand; avoid a food processor, which bruises it.'])).toEqual([]);
    expect(requiredEquipment(['Grill or cook in a grill pan over high heat.'])).toEqual([]);
  });
});

describe('missingEquipment', () => {
  it('lists what the recipe needs and the kitchen lacks', () => {
    expect(missingEquipment(['air-fryer', 'blender'], ['blender'])).toEqual(['air-fryer']);
    expect(missingEquipment([], [])).toEqual([]);
  });
});
