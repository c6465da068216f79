import { MessageSquare } from 'lucide-react';
import { chatText } from '../lib/chat-text';

/** Spec 001 §2: the empty chat's welcome with its two tips; a tip fills the message box. */
export function WelcomeState({ onPick }: { onPick: (text: string) => void }) {
  const tip = (heading: string, example: string) => (
    <div className="flex flex-col items-center gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</h3>
      <button
        type="button"
        onClick={() => onPick(example)}
        className="min-h-11 rounded-full border bg-card px-4 py-2 text-sm text-foreground transition-colors duration-150 hover:bg-accent md:min-h-9"
      >
        “{example}”
      </button>
    </div>
  );
  return (
    <section aria-labelledby="chat-welcome" className="flex flex-col items-center gap-4 px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessageSquare aria-hidden className="size-6" />
      </span>
      <h2 id="chat-welcome" className="text-lg font-semibold">
        {chatText.welcomeTitle}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{chatText.welcomeIntro}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
        {tip(chatText.tryAsking, chatText.tryAskingExample)}
        {tip(chatText.orSay, chatText.orSayExample)}
      </div>
    </section>
  );
}
