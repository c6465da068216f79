import { limits } from '@sous/contracts';
import { Settings2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Slider } from '@/components/ui/slider';
import { chatText } from '../lib/chat-text';
import { clampSpeech, type VoiceSettings } from '../lib/voice-settings';

/** Spec 001 §2: voice, speed and pitch; only offered when the browser has voices. */
export function VoiceSettingsPopover({
  voices,
  settings,
  onChange,
}: {
  voices: readonly SpeechSynthesisVoice[];
  settings: VoiceSettings;
  onChange: (settings: VoiceSettings) => void;
}) {
  const id = useId();
  if (voices.length === 0) return null;
  const slider = (label: string, key: 'rate' | 'pitch') => (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span id={`${id}-${key}`}>{label}</span>
        <output className="tabular-nums">{settings[key].toFixed(1)}</output>
      </div>
      <Slider
        aria-labelledby={`${id}-${key}`}
        thumbLabel={label}
        min={limits.speech.min}
        max={limits.speech.max}
        step={limits.speech.step}
        value={[settings[key]]}
        onValueChange={([value]) => onChange({ ...settings, [key]: clampSpeech(value) })}
      />
    </div>
  );
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={chatText.voiceSettings} title={chatText.voiceSettings}>
          <Settings2 aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-72 flex-col gap-3">
        <h3 className="text-sm font-semibold">{chatText.voiceSettings}</h3>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-voice`}>
          {chatText.voice}
          <NativeSelect id={`${id}-voice`} value={settings.voiceURI ?? ''} onChange={(event) => onChange({ ...settings, voiceURI: event.target.value || null })}>
            <option value="">{chatText.defaultVoice}</option>
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </NativeSelect>
        </label>
        {slider(chatText.speed, 'rate')}
        {slider(chatText.pitch, 'pitch')}
      </PopoverContent>
    </Popover>
  );
}
