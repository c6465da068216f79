import { limits } from '@sous/contracts';
import { readPreference, writePreference } from '@/lib/local-preference';

/** Read-aloud settings (spec 001 §2, §5): a voice, speed and pitch 0.5–2 in steps of 0.1, default 1. */
export interface VoiceSettings {
  /** A SpeechSynthesisVoice's voiceURI; null is the browser's default voice. */
  voiceURI: string | null;
  rate: number;
  pitch: number;
}

export const voiceSettingsKey = 'chatVoiceSettings';
export const defaultVoiceSettings: VoiceSettings = { voiceURI: null, rate: limits.speech.default, pitch: limits.speech.default };

/** Clamps to 0.5–2 and rounds to the 0.1 step, so a stored or dragged value is always a valid one. */
export function clampSpeech(value: number): number {
  if (!Number.isFinite(value)) return limits.speech.default;
  const clamped = Math.min(limits.speech.max, Math.max(limits.speech.min, value));
  return Number((Math.round(clamped / limits.speech.step) * limits.speech.step).toFixed(1));
}

function isVoiceSettings(value: unknown): value is VoiceSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.voiceURI === null || typeof v.voiceURI === 'string') && typeof v.rate === 'number' && typeof v.pitch === 'number';
}

/** Kept per browser: voices differ between devices, so they are not an account preference. */
export function readVoiceSettings(): VoiceSettings {
  const stored = readPreference(voiceSettingsKey, defaultVoiceSettings, isVoiceSettings);
  return { voiceURI: stored.voiceURI, rate: clampSpeech(stored.rate), pitch: clampSpeech(stored.pitch) };
}

export function writeVoiceSettings(settings: VoiceSettings): void {
  writePreference(voiceSettingsKey, settings);
}

/** Markdown read as plain words: no asterisks, hashes or link targets spoken aloud. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>|]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
