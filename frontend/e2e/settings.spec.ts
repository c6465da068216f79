// Settings against the real server (DESIGN §4): preferences saved and read back, the household
// renamed, an invite code made by one user and used by another, leaving, and deleting an account.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { completeOnboardingWithDefaults, password, signUpByEmail, uniqueEmail } from './support/account';
import { LandingPage } from './support/landing-page';

async function newOnboardedUser(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signUpByEmail(page, uniqueEmail(), firstName, 'Tester');
  await completeOnboardingWithDefaults(page);
  return page;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** A toast's text (Radix also puts a hidden copy in a live region, so look inside the viewport). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('preferences and profile are saved and read back after a reload', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await newOnboardedUser(browser, 'Grace');
  await openSettings(page);

  const preferences = page.getByRole('form', { name: 'Kitchen preferences' });
  await expect(preferences.getByLabel('Household size')).toHaveValue('2');
  await preferences.getByLabel('Household size').fill('4');
  await preferences.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Sesame' }).click();
  await preferences.getByRole('textbox', { name: 'Food to avoid' }).fill('Okra');
  await preferences.getByRole('textbox', { name: 'Food to avoid' }).press('Enter');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(page, 'Preferences saved')).toBeVisible();

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Last name').fill('Hopper');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Kitchen preferences' });
  await expect(reloaded.getByLabel('Household size')).toHaveValue('4');
  await expect(reloaded.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Sesame' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByRole('button', { name: 'Remove Okra' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Last name')).toHaveValue('Hopper');
  await expect(page.getByRole('list', { name: 'Sign-in methods' }).getByText('Email', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await streamText(await download.createReadStream())) as Record<string, unknown>;
  expect(typeof exported.exportedAt).toBe('string');
  await page.context().close();
});

test('a second user joins by invite code, then leaves; an account is deleted with its password', { tag: '@two-devices' }, async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newOnboardedUser(browser, 'Ada');
  await openSettings(owner);
  await owner.getByLabel('Household name').fill('The Test Kitchen');
  await owner.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(owner, 'Household renamed')).toBeVisible();
  await owner.getByRole('button', { name: 'Generate invite code' }).click();
  const code = (await owner.getByRole('status', { name: 'Current invite code' }).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  const guest = await newOnboardedUser(browser, 'Bob');
  await openSettings(guest);
  await guest.getByRole('textbox', { name: 'Invite code' }).fill(code.toLowerCase());
  await guest.getByRole('button', { name: 'Join', exact: true }).click();
  await guest.getByRole('alertdialog', { name: 'Join another household?' }).getByRole('button', { name: 'Join household' }).click();
  await expect(toast(guest, 'You joined the household')).toBeVisible();
  await expect(guest.getByLabel('Household name')).toHaveValue('The Test Kitchen');
  const members = guest.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').filter({ hasText: '(you)' })).toContainText('Bob Tester');
  // Roles are per instance (the first account is the admin), so either may show here.
  await expect(members.getByRole('listitem').filter({ hasText: 'Ada Tester' })).toContainText(/Admin|Member/);

  await guest.getByRole('button', { name: 'Leave household' }).click();
  const dialog = guest.getByRole('alertdialog', { name: 'Leave The Test Kitchen?' });
  await dialog.getByRole('button', { name: 'Leave household' }).click();
  await expect(toast(guest, 'You left the household')).toBeVisible();
  await expect(guest.getByLabel('Household name')).not.toHaveValue('The Test Kitchen');
  await expect(guest.getByRole('region', { name: /Members/ }).getByRole('listitem')).toHaveCount(1);

  await guest.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = guest.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password', { exact: true }).fill(password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await new LandingPage(guest).expectShown();
  await guest.context().close();
  await owner.context().close();
});
