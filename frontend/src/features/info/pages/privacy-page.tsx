import { navText, PRODUCT_NAME } from '@sous/contracts';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/page-header';
import { InfoBody, InfoSection } from '../components/info-section';

const link = 'text-primary underline underline-offset-4';

export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeader title={navText.privacy} description={`What ${PRODUCT_NAME} stores, where, and who else sees it`} />
      <InfoBody>
        <InfoSection title="Where your data lives">
          <p>
            {PRODUCT_NAME} is self-hosted. Everything below is stored on the server that runs this instance: in its database
            (an embedded database in the server&apos;s data folder, or the PostgreSQL database its operator configured) and,
            for uploaded files, in that same data folder. When the operator runs several servers with Redis, Redis carries
            live updates, locks and rate-limit counters between them; it keeps no copy of your records. The operator of
            this server controls all of it.
          </p>
        </InfoSection>

        <InfoSection title="What it stores">
          <ul>
            <li>
              <strong>Your account:</strong> email, first and last name, profile picture address, your role, and for email
              sign-in a salted password hash (never the password). If you sign in with Google, GitHub, X, Apple or an
              OpenID provider, the provider&apos;s id for you.
            </li>
            <li>
              <strong>Sessions:</strong> a random session id in a cookie, and on the server the session with its expiry.
            </li>
            <li>
              <strong>Preferences:</strong> diets, allergens, foods to avoid, favourite categories, household size, skill
              level, units, alert days and storage areas.
            </li>
            <li>
              <strong>Shared with your household:</strong> storage locations, food items (with a history of what was
              added, used or thrown away), the shopping list, meal plans, recipes and their ratings, appliances, and the
              names you give to scanned barcodes.
            </li>
            <li>
              <strong>Personal to you:</strong> your chat with the chef, including attached files and voice notes, and the
              feedback you send and upvote.
            </li>
            <li>
              <strong>Donations:</strong> amount, currency, status, dates, Stripe&apos;s payment id, and the name, email
              and message you chose to give. Card details go straight to Stripe and never reach this server.
            </li>
            <li>
              <strong>Page performance:</strong> loading-speed measurements of the pages you open, with the page address
              and your browser&apos;s name and version.
            </li>
            <li>
              <strong>Outside calls:</strong> a log of each call this server makes to an outside service (which service,
              which endpoint, when, whether it worked), so the operator can see usage. It never holds API keys or your
              email.
            </li>
          </ul>
          <p>
            Your browser keeps a few small things of its own, never sent anywhere else: the session cookie, whether
            the sidebar and its sections are open, your theme and voice settings, your last recipe-generation choices,
            which chef answers you rated, the date of the last expiry check, a short-lived copy of your storage
            locations for a faster start, and the app&apos;s own files for offline use.
          </p>
        </InfoSection>

        <InfoSection title="What leaves the server, and when">
          <p>
            Nothing leaves the server unless its operator has connected a service. Each service below is contacted only
            when it is configured, and only with what it needs:
          </p>
          <ul>
            <li>
              <strong>An AI model</strong> (OpenAI or any compatible server, which may run on the operator&apos;s own
              machine): your chat messages and their attachments, voice recordings to transcribe, and the food,
              preferences and appliances a recipe or answer is built from. Without one, the built-in offline chef answers
              and nothing is sent.
            </li>
            <li>
              <strong>USDA FoodData Central</strong>: the food names you search for.
            </li>
            <li>
              <strong>Open Food Facts</strong>: the barcodes you scan that your household has not named before.
            </li>
            <li>
              <strong>Stripe</strong>: when you donate, the amount and currency, and the email if you give one (for
              Stripe&apos;s receipt). The payment form itself is Stripe&apos;s and is loaded from Stripe only on servers
              with donations set up.
            </li>
            <li>
              <strong>Sign-in providers</strong> (Google, GitHub, X, Apple, OpenID Connect): only if you choose to sign in
              with one; it tells this server who you are. Profile pictures from those providers load from their servers.
            </li>
          </ul>
        </InfoSection>

        <InfoSection title="Who sees what">
          <p>
            Members of your household see the shared data listed above. Your chat, preferences, feedback and donations
            are yours; the donors wall shows only the name, amount and message of donations that were not made
            anonymously, never an email. The server&apos;s operator can see everything stored on it.
          </p>
        </InfoSection>

        <InfoSection title="Your control">
          <p>
            In <Link to="/settings" className={link}>Settings</Link> you can download your data or delete your account.
            Deleting it removes everything that is yours, with two exceptions kept with the link to your account
            removed: donation records (including the name, email and message you gave with them), because payments must
            stay on the books, and page measurements.
          </p>
          <p className="text-sm text-muted-foreground">
            Questions about this instance go to the person or organisation who runs it.
          </p>
        </InfoSection>
      </InfoBody>
    </PageContainer>
  );
}
