import { navText, PRODUCT_NAME, TAGLINE } from '@sous/contracts';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/page-header';
import { InfoBody, InfoSection } from '../components/info-section';

export function AboutPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.about} description={`${PRODUCT_NAME}: ${TAGLINE}`} />
      <InfoBody>
        <InfoSection title={`What ${PRODUCT_NAME} is`}>
          <p>
            {PRODUCT_NAME} is a self-hostable kitchen assistant for a household. It keeps track of the food you own, where it
            is kept and when it expires, and helps you cook what you have before it goes to waste.
          </p>
          <ul>
            <li>An inventory by storage area, with expiry alerts and waste-reduction tips.</li>
            <li>Recipes generated from what is on hand, favouring what expires first.</li>
            <li>A chef to chat with by text or voice, who can also add, use and plan food for you.</li>
            <li>A cookbook, a meal-plan calendar and a shopping list the whole household shares.</li>
            <li>Every device of the household kept in sync as changes happen.</li>
          </ul>
        </InfoSection>
        <InfoSection title="Yours to run">
          <p>
            {PRODUCT_NAME} runs on a server of your choosing and works without an internet connection or any paid service:
            it brings its own food database, recipe book and offline chef. Connecting an AI model, the USDA food database
            or Open Food Facts makes it better; none of them is required.
          </p>
          <p>
            Read what it stores on the <Link to="/privacy" className="text-primary underline underline-offset-4">privacy page</Link>{' '}
            and the conditions of use on the <Link to="/terms" className="text-primary underline underline-offset-4">terms page</Link>.
            If {PRODUCT_NAME} helps your kitchen, you can{' '}
            <Link to="/donate" className="text-primary underline underline-offset-4">support it</Link>.
          </p>
        </InfoSection>
        <InfoSection title="Check your camera">
          <p>
            Barcode scanning uses your device&apos;s camera. The{' '}
            <Link to="/camera-test" className="text-primary underline underline-offset-4">camera test</Link> shows whether this
            browser can use it.
          </p>
        </InfoSection>
      </InfoBody>
    </PageContainer>
  );
}
