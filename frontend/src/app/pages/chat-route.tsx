import { ChatPage } from '@/features/chat/pages/chat-page';
import { ExpirationTicker } from '@/features/expiry/components/expiration-ticker';
import { WasteTipsCard } from '@/features/expiry/components/waste-tips-card';

/** `/` and `/chat`: the chat screen with the expiry ticker and waste tips in its header (spec 001 §2). */
export function ChatRoute() {
  return (
    <ChatPage
      header={
        <>
          <ExpirationTicker />
          <WasteTipsCard />
        </>
      }
    />
  );
}
