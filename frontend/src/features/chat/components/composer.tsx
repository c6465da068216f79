import { chatMessageMaxLength, limits, type ChatAttachment } from '@sous/contracts';
import { Camera, Mic, MicOff, Paperclip, ReceiptText, SendHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useScanReceiptAction } from '@/components/scan-receipt-action';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { uploadAll } from '../api/upload-attachment';
import { attachAccept } from '../lib/attachments';
import { chatText } from '../lib/chat-text';
import { canSend, isSendKey } from '../lib/send-rules';
import { PendingAttachments } from './pending-attachments';

export interface ComposerVoice {
  active: boolean;
  transcript: string;
  toggle: () => void;
}

export interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Sends; resolves false when it failed (the text comes back). */
  onSend: (text: string, attachments: ChatAttachment[]) => Promise<boolean>;
  /** A reply is on its way. */
  disabled: boolean;
  voice: ComposerVoice;
  /** The voice-settings popover, when the browser has voices. */
  voiceSettings?: ReactNode;
  /** More buttons for the toolbar (the recipe generator). */
  actions?: ReactNode;
  upload?: typeof uploadAll;
}

/** Grows the text box with its content between 100 and 300 px (spec 001 §2). */
function useAutoHeight(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    const height = Math.min(limits.composerHeight.max, Math.max(limits.composerHeight.min, box.scrollHeight));
    box.style.height = `${height}px`;
  }, [ref, value]);
}

/** The message box of spec 001 §2: attach, camera, text, send, voice mode and its settings. */
export function Composer({ text, onTextChange, onSend, disabled, voice, voiceSettings, actions, upload = uploadAll }: ComposerProps) {
  const [pending, setPending] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // the receipt flow, when the shell provides it: a receipt's lines become inventory, not an attachment
  const scanReceipt = useScanReceiptAction();
  const shown = voice.active ? voice.transcript : text;
  useAutoHeight(box, shown);

  const sendable = canSend({ text, attachmentCount: pending.length, disabled, uploading, voiceMode: voice.active });

  const send = async () => {
    if (!sendable) return;
    const message = text.trim();
    const attachments = pending;
    onTextChange('');
    setPending([]);
    const ok = await onSend(message, attachments);
    if (!ok) {
      // Nothing is lost on failure: the words and files come back unless new ones were entered.
      onTextChange(message);
      setPending((now) => (now.length === 0 ? attachments : now));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void send();
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    try {
      const { uploaded, failed } = await upload(files);
      if (uploaded.length > 0) setPending((now) => [...now, ...uploaded]);
      // One toast shows at a time (spec 000 §9): a failure matters more than the successes.
      if (failed.length > 0) toast({ variant: 'destructive', title: chatText.uploadFailedTitle, description: chatText.uploadFailedDescription });
      else toast({ variant: 'success', title: chatText.uploadedTitle, description: chatText.uploadedDescription(uploaded.length) });
    } finally {
      setUploading(false);
    }
  };

  const attachDisabled = uploading || voice.active;

  return (
    <form
      aria-label="Chat with the chef"
      aria-busy={uploading}
      className="rounded-xl border bg-card/95 p-2 shadow-sm backdrop-blur"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <PendingAttachments attachments={pending} onRemove={(url) => setPending((now) => now.filter((a) => a.url !== url))} disabled={uploading} />
      <label htmlFor="chat-input" className="sr-only">
        {chatText.inputLabel}
      </label>
      <Textarea
        id="chat-input"
        ref={box}
        data-shortcut-focus
        value={shown}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={voice.active}
        placeholder={voice.active ? chatText.voicePlaceholder : chatText.inputPlaceholder}
        maxLength={chatMessageMaxLength}
        rows={3}
        className="resize-none overflow-y-auto border-0 bg-transparent shadow-none focus-visible:outline-none"
        style={{ minHeight: limits.composerHeight.min, maxHeight: limits.composerHeight.max }}
      />
      <div className="mt-1 flex items-center gap-1">
        <input ref={fileInput} type="file" multiple accept={attachAccept} className="sr-only" tabIndex={-1} aria-hidden onChange={(e) => void onFiles(e)} />
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" className="sr-only" tabIndex={-1} aria-hidden onChange={(e) => void onFiles(e)} />
        <Button variant="ghost" size="icon" aria-label={chatText.attach} title={chatText.attach} disabled={attachDisabled} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={chatText.camera} title={chatText.camera} disabled={attachDisabled} onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden />
        </Button>
        {scanReceipt && (
          <Button variant="ghost" size="icon" aria-label={chatText.scanReceipt} title={chatText.scanReceipt} disabled={voice.active} onClick={scanReceipt}>
            <ReceiptText aria-hidden />
          </Button>
        )}
        {actions}
        <div className="ml-auto flex items-center gap-1">
          {voiceSettings}
          <Button
            variant={voice.active ? 'default' : 'ghost'}
            size="icon"
            aria-label={voice.active ? chatText.voiceModeOff : chatText.voiceModeOn}
            title={voice.active ? chatText.voiceModeOff : chatText.voiceModeOn}
            aria-pressed={voice.active}
            onClick={voice.toggle}
          >
            {voice.active ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          </Button>
          <Button type="submit" size="icon" aria-label={chatText.send} title={chatText.send} disabled={!sendable} className={cn(!sendable && 'opacity-50')}>
            <SendHorizontal aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  );
}
