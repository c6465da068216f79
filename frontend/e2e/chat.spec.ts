// The chat screen (spec 001 §2, §4, §8): a message to the chef streams its reply and changes the
// inventory, which the household's storage view shows live; the user's other device shows the
// exchange live; read-aloud speaks or says it is not supported; 'Start New Chat' clears everywhere.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { completeOnboarding, signUp, twoMembersOfOneHousehold } from './support/household';

const message = 'add 2 pounds of chicken to my fridge';
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Message the chef' });
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Serious or critical WCAG 2.1 AA problems of the chat screen's content. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether this browser can read aloud: speech synthesis with at least one voice (voices load late). */
async function browserCanSpeak(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        if (!('speechSynthesis' in window)) return resolve(false);
        if (speechSynthesis.getVoices().length > 0) return resolve(true);
        speechSynthesis.addEventListener('voiceschanged', () => resolve(speechSynthesis.getVoices().length > 0));
        setTimeout(() => resolve(speechSynthesis.getVoices().length > 0), 3000);
      }),
  );
}

test.describe('chat with the chef', () => {
  test('a message streams a reply, changes the fridge on every device and mirrors to the other device', { tag: '@two-devices' }, async ({ browser }) => {
    test.setTimeout(120_000);
    const { a, b } = await twoMembersOfOneHousehold(browser);
    // Alice's second device: the same session, another browser context.
    const a2 = await browser.newContext({ storageState: await a.storageState() });
    const alice = await a.newPage();
    const alicePhone = await a2.newPage();
    const bob = await b.newPage();

    await bob.goto('/storage/refrigerator');
    await expect(bob.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible();
    await expect(bob.getByTestId('particle-background')).toHaveCount(0);

    await alice.goto('/chat');
    await expect(alice.getByRole('heading', { level: 1, name: 'Chat with Chef' })).toBeVisible();
    await expect(alice.getByText('Get recipe suggestions and manage your inventory')).toBeVisible();
    await expect(alice.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible();
    await expect(alice.getByText('Try asking')).toBeVisible();
    await expect(alice.getByText('Or say')).toBeVisible();
    await expect(alice.getByRole('button', { name: 'Start New Chat' })).toHaveCount(0);
    const particles = alice.getByTestId('particle-background');
    await expect(particles).toHaveAttribute('data-particles', '2000');
    await expect(particles).toHaveAttribute('aria-hidden', 'true');
    await expect(particles).toHaveCSS('pointer-events', 'none');

    await alicePhone.goto('/');
    // a second context's first load of the history: give a loaded CI machine the time it needs
    await expect(alicePhone.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible({ timeout: 20_000 });

    // The answer streams: it is read from the SSE response while it grows.
    const chatResponse = alice.waitForResponse((r) => r.url().endsWith('/api/chat') && r.request().method() === 'POST');
    await chatInput(alice).fill(message);
    await chatInput(alice).press('Enter');
    const response = await chatResponse;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    // the page names its socket, so the server streams this reply to Alice's other device only (issue 34)
    expect(response.request().headers()['x-chat-socket-id']).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(chatInput(alice)).toHaveValue('');

    const aliceLog = conversation(alice);
    await expect(aliceLog.getByText(message, { exact: true })).toBeVisible();
    const reply = aliceLog.getByRole('listitem', { name: 'Chef' }).last();
    await expect(reply).toContainText(/chicken/i, { timeout: 20_000 });
    await expect(reply).toContainText(/2/);
    await expect(aliceLog.getByRole('button', { name: 'Read aloud' })).toHaveCount(1, { timeout: 20_000 });
    const replyText = (await reply.innerText()).trim();
    expect(replyText, 'the reply says what changed').toMatch(/refrigerator|fridge/i);

    // Bob's storage view follows live.
    const chicken = bob.getByRole('article', { name: 'Chicken' });
    await expect(chicken).toBeVisible({ timeout: 15_000 });
    await expect(chicken.getByRole('button', { name: /^Edit quantity of Chicken: 2 (lb|pounds?)$/i })).toBeVisible();

    // Alice's other device shows the exchange without a reload.
    const phoneLog = conversation(alicePhone);
    await expect(phoneLog.getByText(message, { exact: true })).toBeVisible();
    await expect(phoneLog.getByRole('listitem', { name: 'Chef' }).last()).toContainText(/chicken/i);
    await expect(phoneLog.getByRole('button', { name: 'Read aloud' })).toHaveCount(1);

    // Thumbs: the chosen one is highlighted.
    await alice.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(alice.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The conversation is accessible (WCAG 2.1 AA, serious and critical) and fits a 375 px phone.
    expect(await seriousViolations(alice)).toEqual([]);
    await alice.setViewportSize({ width: 375, height: 740 });
    await expect(chatInput(alice)).toBeInViewport();
    expect(await alice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await alice.setViewportSize({ width: 1280, height: 720 });

    // Read-aloud speaks where the browser can, or says it cannot (spec 001 §8).
    const canSpeak = await browserCanSpeak(alice);
    await alice.getByRole('button', { name: 'Read aloud' }).click();
    if (canSpeak) {
      await expect(alice.getByRole('button', { name: 'Stop reading' })).toBeVisible();
      await alice.getByRole('button', { name: 'Stop reading' }).click();
      await expect(alice.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    } else {
      await expect(toastText(alice, 'Not supported')).toBeVisible();
      await expect(toastText(alice, 'Text-to-speech is not supported in your browser.')).toBeVisible();
    }

    // The recipe generator notes the new recipe in the chat, on both devices.
    await alice.getByRole('button', { name: 'Generate Recipe' }).click();
    const note = aliceLog.getByRole('listitem', { name: 'Chef' }).filter({ hasText: "I've created a recipe for you" });
    await expect(note).toBeVisible({ timeout: 20_000 });
    await expect(note.getByRole('link', { name: 'Open in cookbook' })).toHaveAttribute('href', /^\/cookbook\?recipe=/);
    await expect(phoneLog.getByText(/I've created a recipe for you/)).toBeVisible();
    await expect(alice).toHaveURL(/\/chat$/);

    // Start New Chat clears here and on the other device.
    await alice.getByRole('button', { name: 'Start New Chat' }).click();
    await alice.getByRole('alertdialog', { name: 'Start a new chat?' }).getByRole('button', { name: 'Delete conversation' }).click();
    await expect(toastText(alice, 'Chat cleared')).toBeVisible();
    await expect(toastText(alice, 'Your chat history has been cleared successfully.')).toBeVisible();
    await expect(alice.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible();
    await expect(alice.getByRole('button', { name: 'Start New Chat' })).toHaveCount(0);
    await expect(alicePhone.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible();
    await alice.reload();
    await expect(alice.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible();

    await Promise.all([a.close(), a2.close(), b.close()]);
  });

  test('files are uploaded, listed, removable and sent with the message', async ({ browser }) => {
    test.setTimeout(60_000);
    // The dark theme here, the light one in the first test.
    const context = await browser.newContext({ colorScheme: 'dark' });
    await signUp(context.request, 'chat-files', 'Fern');
    await completeOnboarding(context.request, ['Refrigerator']);
    const page = await context.newPage();
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Welcome to Sous!' })).toBeVisible();

    // A 1×1 PNG and a shopping note, picked together.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: 'fridge.png', mimeType: 'image/png', buffer: png },
      { name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('eggs, milk') },
    ]);
    await expect(toastText(page, 'Files uploaded')).toBeVisible();
    await expect(toastText(page, 'Successfully uploaded 2 file(s)')).toBeVisible();
    const pending = page.getByRole('list', { name: 'Files to send' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await pending.getByRole('button', { name: 'Remove list.txt' }).click();
    await expect(pending.getByRole('listitem')).toHaveCount(1);

    await chatInput(page).fill('what can I make with chicken and rice?');
    await chatInput(page).press('Enter');
    await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
    const log = conversation(page);
    const image = log.getByRole('img', { name: 'fridge.png' });
    await expect(image).toBeVisible();
    await expect(log.getByRole('button', { name: 'Read aloud' })).toHaveCount(1, { timeout: 20_000 });

    // The stored attachment is the uploaded file, served to its household.
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/objects\/uploads\/[^/?]+$/);
    const served = await context.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    expect(Buffer.compare(await served.body(), png)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
