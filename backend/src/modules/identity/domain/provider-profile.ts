/** What Sous needs to know of a person after a provider's round trip (OAuth/OpenID). */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** Only a verified address links to an existing account or is stored on a new one. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}
