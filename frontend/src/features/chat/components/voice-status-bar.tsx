import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chatText } from '../lib/chat-text';

export interface VoiceStatus {
  listening: boolean;
  speaking: boolean;
  processing: boolean;
}

/** Spec 001 §2: which of the four voice-mode texts applies. */
export function voiceStatusText({ listening, speaking, processing }: VoiceStatus): string {
  if (speaking) return chatText.speaking;
  if (listening) return chatText.listening;
  if (processing) return chatText.processing;
  return chatText.voiceActive;
}

export function VoiceStatusBar({ status, onStopSpeaking }: { status: VoiceStatus; onStopSpeaking: () => void }) {
  return (
    <div className="mb-2 flex min-h-11 items-center justify-between gap-2 rounded-lg bg-accent px-3 py-1.5 text-sm text-accent-foreground">
      <span role="status" className="inline-flex items-center gap-2">
        <span aria-hidden className={`size-2 rounded-full ${status.listening ? 'animate-pulse bg-destructive motion-reduce:animate-none' : 'bg-primary'}`} />
        {voiceStatusText(status)}
      </span>
      {status.speaking && (
        <Button size="sm" variant="outline" onClick={onStopSpeaking}>
          <Square aria-hidden />
          {chatText.stopSpeaking}
        </Button>
      )}
    </div>
  );
}
