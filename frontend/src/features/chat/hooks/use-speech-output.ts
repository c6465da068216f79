import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';
import { chatText } from '../lib/chat-text';
import { speakableText, type VoiceSettings } from '../lib/voice-settings';

export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** The voices the browser offers; they load late in Chromium (`voiceschanged`). */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => (speechSupported() ? window.speechSynthesis.getVoices() : []));
  useEffect(() => {
    if (!speechSupported()) return;
    const synth = window.speechSynthesis;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

/**
 * Read-aloud (spec 001 §4): one message speaks at a time; pressing while it plays cancels it.
 * Unsupported browsers get the 'Not supported' toast, failures the 'Speech error' toast (§8).
 */
export function useSpeechOutput(settings: VoiceSettings, voices: readonly SpeechSynthesisVoice[]) {
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    setSpeakingId(null);
    if (speechSupported()) window.speechSynthesis.cancel();
  }, []);

  useEffect(() => stop, [stop]);

  /** Speaks `text` as `id`; resolves when it ends or is stopped (false if it could not play). */
  const speak = useCallback(
    (id: string, text: string): Promise<boolean> => {
      // Speech synthesis without a single voice (Linux without speech-dispatcher) cannot speak either.
      if (!speechSupported() || window.speechSynthesis.getVoices().length === 0) {
        toast({ variant: 'destructive', title: chatText.notSupportedTitle, description: chatText.notSupportedDescription });
        return Promise.resolve(false);
      }
      const synth = window.speechSynthesis;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(speakableText(text));
      utterance.rate = settings.rate;
      utterance.pitch = settings.pitch;
      const voice = voices.find((v) => v.voiceURI === settings.voiceURI);
      if (voice) utterance.voice = voice;
      current.current = id;
      setSpeakingId(id);
      return new Promise((resolve) => {
        const finish = (ok: boolean) => {
          if (current.current === id) {
            current.current = null;
            setSpeakingId(null);
          }
          resolve(ok);
        };
        utterance.onend = () => finish(true);
        utterance.onerror = (event) => {
          // Cancelling (our Stop, or a newer message) is not a failure.
          if (event.error !== 'canceled' && event.error !== 'interrupted') {
            toast({ variant: 'destructive', title: chatText.speechErrorTitle, description: chatText.speechErrorDescription });
          }
          finish(false);
        };
        synth.speak(utterance);
      });
    },
    [settings, voices],
  );

  const toggle = useCallback(
    (id: string, text: string) => {
      if (current.current === id) stop();
      else void speak(id, text);
    },
    [speak, stop],
  );

  return { speakingId, speak, stop, toggle };
}
