import { navText, PRODUCT_NAME } from '@sous/contracts';
import { PageContainer, PageHeader } from '@/components/page-header';

export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.privacy} />
      <div className="flex max-w-2xl flex-col gap-4 text-base leading-relaxed">
        <p>
          {PRODUCT_NAME} is self-hosted. Your account, your household’s food, recipes, plans and lists are stored in the
          database of the server that runs this instance, and are controlled by whoever operates it.
        </p>
        <p>
          Data shared with your household (storage, food, shopping list, meal plans, recipes, appliances) is visible
          to its members; your chat history and preferences stay personal.
        </p>
        <p className="text-sm text-muted-foreground">
          The instance’s operator can add their own privacy notice; contact them with questions about this instance.
        </p>
      </div>
    </PageContainer>
  );
}
