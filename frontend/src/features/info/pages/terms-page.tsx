import { navText, PRODUCT_NAME } from '@sous/contracts';
import { PageContainer, PageHeader } from '@/components/page-header';

export function TermsPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.terms} />
      <div className="flex max-w-2xl flex-col gap-4 text-base leading-relaxed">
        <p>
          {PRODUCT_NAME} helps you keep track of food and suggests recipes. Expiry dates and shelf-life estimates are
          guidance, not a guarantee that food is safe: check food before you eat it, and check recipes against your
          allergies.
        </p>
        <p className="text-sm text-muted-foreground">
          The terms for using this instance are set by its operator; contact them with questions.
        </p>
      </div>
    </PageContainer>
  );
}
