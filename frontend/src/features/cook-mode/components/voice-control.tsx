import { Mic, MicOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VoiceState } from '../hooks/use-voice-control';
import { cookText } from '../lib/cook-text';

/** The microphone button and what it is doing, always visible while voice is possible. */
export function VoiceControl({ state, heard, onStart, onStop }: { state: VoiceState; heard: string; onStart: () => void; onStop: () => void }) {
  if (state === 'checking') return null;
  if (state === 'unsupported') return <p className="text-sm text-muted-foreground">{cookText.voiceUnsupported}</p>;
  const listening = state === 'listening';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant={listening ? 'default' : 'outline'} aria-pressed={listening} onClick={listening ? onStop : onStart}>
        {listening ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        {cookText.voice}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {state === 'error' ? cookText.voiceRefused : listening ? cookText.voiceListening(heard) : cookText.voiceOff}
      </span>
    </div>
  );
}
