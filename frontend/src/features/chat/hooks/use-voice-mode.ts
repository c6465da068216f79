import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';
import { isTranscriptionUnavailable, transcribeAudio } from '../api/transcribe-audio';
import { chatText } from '../lib/chat-text';
import type { VoiceInputError, VoiceInputSession } from '../lib/voice-input';

/** Pause before listening again, so a turn that heard nothing does not spin. */
const relistenDelayMs = 300;

/**
 * Voice mode (spec 001 §2, §4): while on, the chef listens for one utterance at a time and hands
 * each transcript to `onUtterance`, which sends it and reads the reply; then it listens again.
 * The speech code loads only when voice mode is first turned on.
 */
export function useVoiceMode(onUtterance: (text: string) => Promise<void>) {
  const [active, setActive] = useState(false);
  const [listening, setListening] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [transcript, setTranscript] = useState('');
  const activeRef = useRef(false);
  const session = useRef<VoiceInputSession | null>(null);
  const utterance = useRef(onUtterance);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The next turn starts from inside the current one's callbacks.
  const relisten = useRef<() => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    utterance.current = onUtterance;
  }, [onUtterance]);

  const halt = useCallback(() => {
    activeRef.current = false;
    if (timer.current) clearTimeout(timer.current);
    session.current?.stop();
    session.current = null;
    setActive(false);
    setListening(false);
    setProcessing(false);
    setTranscript('');
  }, []);

  const report = useCallback(
    (error: VoiceInputError) => {
      if (error.kind === 'not-allowed') toast({ variant: 'destructive', title: chatText.voiceInputUnavailableTitle, description: chatText.microphoneBlocked });
      else toast({ variant: 'destructive', title: chatText.voiceInputUnavailableTitle, description: chatText.voiceInputUnavailable });
      halt();
    },
    [halt],
  );

  const listen = useCallback(async () => {
    if (!activeRef.current || session.current) return;
    const voice = await import('../lib/voice-input');
    const transcribe = async (audio: Blob) => {
      try {
        return await transcribeAudio(audio);
      } catch (error) {
        throw new voice.VoiceInputError(isTranscriptionUnavailable(error) ? 'unavailable' : 'failed', String(error));
      }
    };
    if (!activeRef.current) return;
    setTranscript('');
    setListening(true);
    try {
      session.current = await voice.listen(
        {
          onTranscript: setTranscript,
          onProcessing: () => {
            setListening(false);
            setProcessing(true);
          },
          onFinal: (text) => {
            session.current = null;
            setListening(false);
            if (!activeRef.current) return;
            const turn = text.trim() === '' ? Promise.resolve() : (setProcessing(true), utterance.current(text.trim()));
            void turn.finally(() => {
              setProcessing(false);
              setTranscript('');
              if (activeRef.current) timer.current = setTimeout(() => void relisten.current(), relistenDelayMs);
            });
          },
          onError: (error) => {
            session.current = null;
            report(error);
          },
        },
        transcribe,
      );
    } catch (error) {
      session.current = null;
      report(error instanceof voice.VoiceInputError ? error : new voice.VoiceInputError('unavailable', String(error)));
    }
  }, [report]);
  useEffect(() => {
    relisten.current = listen;
  }, [listen]);

  const toggle = useCallback(() => {
    if (activeRef.current) {
      halt();
      return;
    }
    activeRef.current = true;
    setActive(true);
    void listen();
  }, [halt, listen]);

  useEffect(() => halt, [halt]);

  return { active, listening, processing, transcript, toggle, stop: halt };
}
