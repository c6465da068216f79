import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the cookbook's "Import recipe" dialog, which loads on first use, and waits for its address
 * field to take the focus. CI once saw the first click leave no dialog for four minutes on a loaded
 * machine; a click the page lost is made once more (as a cook would), and a dialog that never opens
 * fails here, by name, instead of in a later action that waits out the whole test.
 */
export async function openImportDialog(page: Page): Promise<{ dialog: Locator; address: Locator }> {
  const button = page.getByRole('button', { name: 'Import recipe' });
  const dialog = page.getByRole('dialog', { name: 'Import recipe' });
  const address = dialog.getByLabel('Recipe page address');
  await button.click();
  try {
    await expect(address).toBeVisible({ timeout: 20_000 });
  } catch {
    if (!(await address.isVisible())) await button.click({ timeout: 20_000 });
  }
  await expect(address, 'the Import recipe dialog opened').toBeFocused({ timeout: 30_000 });
  return { dialog, address };
}
