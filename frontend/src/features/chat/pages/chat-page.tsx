import { PRODUCT_NAME, uiText } from '@sous/contracts';
import { MessageSquare } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function ChatPage() {
  return (
    <ComingLaterPage title={uiText.chatTitle} description={uiText.chatSubtitle} icon={MessageSquare} emptyTitle="The chef is not in the kitchen yet">
      Chatting with the {PRODUCT_NAME} chef by text or voice, for recipe ideas and to manage your inventory, arrives in a
      later update.
    </ComingLaterPage>
  );
}
