import { navText, PRODUCT_NAME } from '@sous/contracts';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/page-header';
import { InfoBody, InfoSection } from '../components/info-section';

export function TermsPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.terms} description={`The plain conditions of using ${PRODUCT_NAME}`} />
      <InfoBody>
        <InfoSection title="Who provides this service">
          <p>
            {PRODUCT_NAME} is software that anyone can run. This instance is run by its operator, who decides who may use it
            and may add conditions of their own. Questions about your account go to them.
          </p>
        </InfoSection>
        <InfoSection title="Food safety is your call">
          <p>
            Expiry dates, shelf-life estimates, nutrition figures and recipes are guidance, not a guarantee. Check food
            before you eat it, and check every recipe against your allergies and diet, whether it came from the built-in
            recipe book or an AI model: a model can be wrong with confidence.
          </p>
        </InfoSection>
        <InfoSection title="Using it fairly">
          <ul>
            <li>Keep your sign-in to yourself, and only invite people you want in your household.</li>
            <li>Do not upload what you have no right to share, or anything meant to harm others.</li>
            <li>Do not try to reach other households&apos; data or overload the server.</li>
          </ul>
        </InfoSection>
        <InfoSection title="Your data">
          <p>
            What you put in stays yours. The <Link to="/privacy" className="text-primary underline underline-offset-4">privacy page</Link>{' '}
            says what is stored and when anything leaves the server; you can download or delete it from Settings.
          </p>
        </InfoSection>
        <InfoSection title="Donations">
          <p>
            Donations are voluntary, one-time gifts processed by Stripe. They buy no feature, service level or
            special treatment, and are not tax-deductible unless the operator says otherwise. For a refund, contact the
            operator.
          </p>
        </InfoSection>
        <InfoSection title="No warranty">
          <p>
            {PRODUCT_NAME} is provided as it is, without warranty. The operator may change or stop this instance; keep your
            own copy of anything you cannot lose.
          </p>
        </InfoSection>
      </InfoBody>
    </PageContainer>
  );
}
