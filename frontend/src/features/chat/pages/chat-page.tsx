import { PRODUCT_NAME, uiText } from '@sous/contracts';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';

/**
 * The chat screen. `header` is what the app composes under the title (the expiration ticker and
 * the waste tips, which belong to the expiry feature).
 */
export function ChatPage({ header }: { header?: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={uiText.chatTitle} description={uiText.chatSubtitle} />
      {header !== undefined && <div className="mb-6 flex min-w-0 flex-col gap-4">{header}</div>}
      <EmptyState icon={MessageSquare} title="The chef is not in the kitchen yet">
        Chatting with the {PRODUCT_NAME} chef by text or voice, for recipe ideas and to manage your inventory, arrives in a
        later update.
      </EmptyState>
    </PageContainer>
  );
}
