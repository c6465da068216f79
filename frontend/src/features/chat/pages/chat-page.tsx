import { uiText, type ChatMessage } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { InventoryEmptyState } from '@/components/inventory-empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/api/current-user';
import { useFoodItems } from '@/lib/api/food-items';
import { setFeedbackDock } from '@/lib/feedback-dock';
import { toast } from '@/lib/toast-store';
import { appendChatMessage, chatMessagesKey, saveChatNote, useChatMessages, useClearChat } from '../api/chat-messages';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { NewChatButton } from '../components/new-chat-button';
import { VoiceSettingsPopover } from '../components/voice-settings-popover';
import { VoiceStatusBar } from '../components/voice-status-bar';
import { WelcomeState } from '../components/welcome-state';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useChatStream } from '../hooks/use-chat-stream';
import { useSpeechOutput, useVoices } from '../hooks/use-speech-output';
import { useVoiceMode } from '../hooks/use-voice-mode';
import { chatText } from '../lib/chat-text';
import { mergeMessages } from '../lib/merge-messages';
import { liveView } from '../lib/stream-state';
import { readVoiceSettings, writeVoiceSettings, type VoiceSettings } from '../lib/voice-settings';

/** A recipe the generator made, as the chat notes it. */
export interface CreatedRecipe {
  id: string;
  title: string;
}

export interface ChatPageProps {
  /** Composed under the title by the app: the expiry feature's ticker and waste tips. */
  header?: ReactNode;
  /** The recipe generator button, composed by the app; it calls back with each recipe it makes. */
  recipeGenerator?: (onCreated: (recipe: CreatedRecipe) => void) => ReactNode;
}

function HistorySkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the conversation" className="flex flex-col gap-4">
      <Skeleton className="h-12 w-2/3 self-end" />
      <Skeleton className="h-20 w-3/4" />
      <Skeleton className="h-12 w-1/2 self-end" />
    </div>
  );
}

/** The chat screen of spec 001 §2 on `/` and `/chat`. */
export function ChatPage({ header, recipeGenerator }: ChatPageProps) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const history = useChatMessages();
  const foodItems = useFoodItems();
  const { state, dispatch, send, busy } = useChatStream();
  useChatSocket(dispatch);
  const [text, setText] = useState('');
  const [localNotes, setLocalNotes] = useState<ChatMessage[]>([]);
  const [settings, setSettings] = useState<VoiceSettings>(readVoiceSettings);
  const voices = useVoices();
  const composerArea = useRef<HTMLDivElement>(null);
  const composerHeight = useCallback(() => composerArea.current?.getBoundingClientRect().height ?? 0, []);
  const speech = useSpeechOutput(settings, voices);

  const messages = useMemo(() => mergeMessages(history.data ?? [], localNotes), [history.data, localNotes]);
  const live = liveView(state, history.data ?? []);
  const hasMessages = messages.length > 0 || live.outgoing !== null || live.remote.length > 0;

  const { speak } = speech;
  const voiceTurn = useCallback(
    async (utterance: string) => {
      const sent = await send(utterance, []);
      if (!sent) return;
      const saved = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey) ?? [];
      const reply = saved.findLast((message) => message.role === 'assistant');
      if (reply) await speak(reply.id, reply.content);
    },
    [queryClient, send, speak],
  );
  const voice = useVoiceMode(voiceTurn);

  const clear = useClearChat({
    onSuccess: () => {
      setLocalNotes([]);
      dispatch({ type: 'cleared' });
      toast({ variant: 'success', title: chatText.chatClearedTitle, description: chatText.chatClearedDescription });
    },
    meta: { errorTitle: chatText.clearFailed, errorDescription: false },
  });

  // Spec 001 §4, §8: the note is stored; if that fails it is kept on this screen only.
  const noteRecipe = useCallback(
    (recipe: CreatedRecipe) => {
      const body = { role: 'assistant' as const, content: chatText.recipeNote(recipe.title), metadata: JSON.stringify({ recipeId: recipe.id }) };
      saveChatNote(body).then(
        (saved) => queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, (list) => appendChatMessage(list, saved)),
        () =>
          setLocalNotes((notes) => [
            ...notes,
            { id: `local-${crypto.randomUUID()}`, userId: user?.id ?? '', role: 'assistant', content: body.content, timestamp: new Date().toISOString(), metadata: body.metadata, attachments: [] },
          ]),
      );
    },
    [queryClient, user?.id],
  );

  const changeSettings = (next: VoiceSettings) => {
    setSettings(next);
    writeVoiceSettings(next);
  };

  const inventoryEmpty = foodItems.isSuccess && foodItems.data.length === 0;

  return (
    <PageContainer>
      <PageHeader title={uiText.chatTitle} description={uiText.chatSubtitle}>
        {hasMessages && (
          <NewChatButton onConfirm={() => clear.mutate()} disabled={clear.isPending || busy} />
        )}
      </PageHeader>
      {header !== undefined && <div className="mb-6 flex min-w-0 flex-col gap-4">{header}</div>}
      {inventoryEmpty && <InventoryEmptyState className="mb-6 py-8" />}

      <section aria-label="Chat" className="flex flex-col gap-4">
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-8 text-center text-sm">
            <p>{chatText.historyError}</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              {chatText.retry}
            </Button>
          </div>
        ) : hasMessages ? (
          <MessageList messages={messages} live={live} user={user} actions={{ speakingId: speech.speakingId, onReadAloud: speech.toggle }} bottomInset={composerHeight} />
        ) : (
          <WelcomeState onPick={setText} />
        )}

        <div ref={composerArea} className="sticky bottom-0 z-10 -mx-2 bg-background/95 px-2 pt-2 pb-3 backdrop-blur-sm">
          <div ref={setFeedbackDock} className="mb-2 empty:hidden" />
          {voice.active && (
            <VoiceStatusBar
              status={{ listening: voice.listening, speaking: speech.speakingId !== null, processing: voice.processing || busy }}
              onStopSpeaking={speech.stop}
            />
          )}
          <Composer
            text={text}
            onTextChange={setText}
            onSend={send}
            disabled={busy}
            voice={voice}
            voiceSettings={<VoiceSettingsPopover voices={voices} settings={settings} onChange={changeSettings} />}
            actions={recipeGenerator?.(noteRecipe)}
          />
        </div>
      </section>
    </PageContainer>
  );
}
