import { useCallback, useEffect, useRef, useState } from 'react';
import { parseVoiceCommand, type VoiceCommand } from '../lib/voice-commands';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  processLocally?: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}
interface RecognitionClass {
  new (): Recognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
}

/**
 * Voice state: `unsupported` where the browser cannot recognise speech on the device. Recognition
 * that would send the cook's voice to the browser's vendor is not used (issue 35: nothing recorded
 * or sent), so only browsers that recognise on the device (`processLocally`) offer the microphone.
 */
export type VoiceState = 'checking' | 'unsupported' | 'off' | 'listening' | 'error';

function recognitionClass(): RecognitionClass | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

async function onDeviceAvailable(Class: RecognitionClass | null, lang: string): Promise<boolean> {
  if (!Class || typeof Class.available !== 'function') return false;
  try {
    return (await Class.available({ langs: [lang], processLocally: true })) === 'available';
  } catch {
    return false;
  }
}

/** Reads `text` aloud where the browser can (speech synthesis runs on the device). */
export function speak(text: string): void {
  if (typeof window.speechSynthesis === 'undefined' || text === '') return;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

/**
 * The microphone of cook mode: while on, each final phrase heard is parsed into a command for
 * `onCommand`. Recognition restarts after the browser's own pauses until the cook turns it off.
 */
export function useVoiceControl(onCommand: (command: VoiceCommand, heard: string) => void) {
  const [state, setState] = useState<VoiceState>('checking');
  const recognition = useRef<Recognition | null>(null);
  const wanted = useRef(false);
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  const lang = typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || navigator.language || 'en-US';

  useEffect(() => {
    let live = true;
    void onDeviceAvailable(recognitionClass(), lang).then((ok) => {
      if (live) setState(ok ? 'off' : 'unsupported');
    });
    return () => {
      live = false;
      wanted.current = false;
      recognition.current?.stop();
    };
  }, [lang]);

  const start = useCallback(() => {
    const Class = recognitionClass();
    if (!Class) return;
    const r = new Class();
    r.continuous = true;
    r.interimResults = false;
    r.lang = lang;
    r.processLocally = true;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        // our own read-aloud heard through the microphone ('the next 5 minutes') is not the cook
        if (!result?.isFinal || window.speechSynthesis?.speaking) continue;
        const heard = result[0].transcript;
        const command = parseVoiceCommand(heard);
        if (command) handler.current(command, heard);
      }
    };
    r.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed' || event.error === 'language-not-supported') {
        wanted.current = false;
        setState('error');
      }
    };
    // the browser ends recognition after silences: listen again while the cook wants it
    r.onend = () => {
      if (wanted.current) r.start();
      else setState((s) => (s === 'listening' ? 'off' : s));
    };
    recognition.current = r;
    wanted.current = true;
    r.start();
    setState('listening');
  }, [lang]);

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
    setState('off');
  }, []);

  return { state, start, stop };
}
