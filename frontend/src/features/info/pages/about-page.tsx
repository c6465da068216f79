import { navText, PRODUCT_NAME, TAGLINE } from '@sous/contracts';
import { PageContainer, PageHeader } from '@/components/page-header';

export function AboutPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.about} description={`${PRODUCT_NAME}: ${TAGLINE}`} />
      <div className="flex max-w-2xl flex-col gap-4 text-base leading-relaxed">
        <p>
          {PRODUCT_NAME} is a self-hostable kitchen assistant for a household: the food it owns, where it is kept and
          when it expires, recipes made from what is on hand, a cookbook, a meal plan and a shared shopping list.
        </p>
        <p>
          It runs on a server of your choosing and keeps working without an internet connection or any paid service;
          connecting an AI model or an online food database makes it better, never required.
        </p>
      </div>
    </PageContainer>
  );
}
