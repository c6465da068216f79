import { describe, expect, it } from 'vitest';
import { amountAnswer, parseVoiceCommand } from './voice-commands';

describe('voice commands', () => {
  it.each([
    ['Next', { kind: 'next' }],
    ['next step please', { kind: 'next' }],
    ['Go back.', { kind: 'back' }],
    ['repeat that', { kind: 'repeat' }],
    ['Start the timer', { kind: 'start-timer' }],
    ['set a timer', { kind: 'start-timer' }],
    ['stop the timer', { kind: 'pause-timer' }],
    ['pause timer', { kind: 'pause-timer' }],
    ['How much butter?', { kind: 'how-much', food: 'butter' }],
    ['how many of the eggs do I need', { kind: 'how-much', food: 'eggs' }],
  ])('"%s"', (heard, command) => {
    expect(parseVoiceCommand(heard)).toEqual(command);
  });

  it('ignores what is not a command', () => {
    expect(parseVoiceCommand('')).toBeNull();
    expect(parseVoiceCommand('the sauce smells lovely')).toBeNull();
    expect(parseVoiceCommand('how much')).toBeNull();
  });

  it('answers amounts at the servings cooked, from every line naming the food', () => {
    const lines = ['4 tbsp unsalted butter', '2 eggs', '1 cup milk'];
    expect(amountAnswer('butter', lines, 4, 2)).toBe('2 tbsp unsalted butter');
    expect(amountAnswer('eggs', lines, 4, 8)).toBe('4 eggs');
    expect(amountAnswer('saffron', lines, 4, 2)).toBeNull();
  });
});
