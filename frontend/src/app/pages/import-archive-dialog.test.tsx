import type { ArchivePreview } from '@sous/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecipeExportUi } from '@/features/cookbook/components/recipe-export-action';
import { FakeUpload, stubUploads, type UploadAnswer } from '@/test/fake-upload';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecipeExportProvider } from './cookbook-route';

const recipe = (title: string, sourceUrl: string | null = null) => ({
  title,
  description: null,
  prepTime: '10',
  cookTime: '20',
  servings: 4,
  ingredients: ['1 cup rice', '2 cups water'],
  instructions: ['Rinse.', 'Simmer.'],
  cuisine: null,
  mealType: null,
  dietTags: [],
  sourceUrl,
  sourceAuthor: null,
  imageUrl: null,
});

const preview: ArchivePreview = {
  recipes: [
    { entry: 'rice.json', recipe: recipe('Rice'), imageInArchive: true, duplicate: null },
    { entry: 'dal.json', recipe: recipe('Dal', 'https://example.test/dal'), imageInArchive: false, duplicate: { by: 'sourceUrl', in: 'cookbook', of: "Meera's dal" } },
    { entry: 'soup.json', recipe: recipe('Soup'), imageInArchive: false, duplicate: null },
  ],
  skipped: [{ entry: 'notes.json', reason: 'no-recipe' }],
};

/** The cookbook's use of the feature: only through the context the shell provides. */
function CookbookActions() {
  const ui = useRecipeExportUi();
  return ui ? <ui.CookbookActions /> : <p>no export feature</p>;
}

function RecipeExport() {
  const ui = useRecipeExportUi();
  return ui ? <ui.RecipeExport recipe={{ id: 'r 1', title: 'Rice' }} /> : null;
}

afterEach(() => vi.unstubAllGlobals());

/** The cookbook's archive actions; uploads to `answers` are answered at once, any other waits for the test. */
function setup(answers: Record<string, UploadAnswer>) {
  stubFetch({ '/api/recipes?limit=25': { status: 200, body: [] } });
  stubUploads(answers);
  const user = userEvent.setup();
  renderWithProviders(
    <RecipeExportProvider>
      <CookbookActions />
      <RecipeExport />
    </RecipeExportProvider>,
  );
  return { user };
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'cookbook.zip', { type: 'application/zip' });

/** The multipart bodies sent to `url`, as FormData, all with the session cookie. */
const formsTo = (url: string) => {
  const sent = FakeUpload.sent.filter((request) => request.url === url);
  for (const request of sent) expect(request.withCredentials).toBe(true);
  return sent.map((request) => request.form!);
};

const fileLabel = 'Recipe file (.zip, .paprikarecipes, .cook, .json)';

async function openAndRead(user: ReturnType<typeof userEvent.setup>, file = zip()) {
  await user.click(await screen.findByRole('button', { name: 'Import file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import recipes from a file' });
  await user.upload(within(dialog).getByLabelText(fileLabel), file);
  return dialog;
}

describe('Import recipes from a file', () => {
  it('previews the archive, flags duplicates unticked, and imports only the chosen entries', async () => {
    const { user } = setup({
      'POST /api/recipes/import/archive': { status: 200, body: preview },
      'POST /api/recipes/import/archive/commit': { status: 201, body: { imported: [{ id: 'a', title: 'Rice' }] } },
    });
    const dialog = await openAndRead(user);
    const list = await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    const [sent] = formsTo('/api/recipes/import/archive');
    expect((sent.get('file') as File).name).toBe('cookbook.zip');

    expect(within(list).getByRole('checkbox', { name: /Rice/ })).toBeChecked();
    const dal = within(list).getByRole('checkbox', { name: /Dal/ });
    expect(dal).not.toBeChecked();
    expect(dal).toHaveAccessibleDescription('Same source as “Meera\'s dal” in your cookbook');
    expect(within(dialog).getByText('notes.json: no recipe in it')).toBeInTheDocument();
    expect(within(list).getByText(/with photo/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 3 chosen');

    await user.click(within(list).getByRole('checkbox', { name: /Soup/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 recipe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [committed] = formsTo('/api/recipes/import/archive/commit');
    expect((committed.get('file') as File).name).toBe('cookbook.zip');
    expect(JSON.parse(committed.get('entries') as string)).toEqual(['rice.json']);
    expect(await screen.findByText('Imported 1 recipe')).toBeInTheDocument();
  });

  it('can choose all (duplicates too) and none; Import waits for a choice', async () => {
    const { user } = setup({ 'POST /api/recipes/import/archive': { status: 200, body: preview } });
    const dialog = await openAndRead(user);
    await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    await user.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).getByRole('button', { name: 'Import 0 recipes' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 of 3 chosen');
    expect(within(dialog).getByRole('button', { name: 'Import 3 recipes' })).toBeEnabled();
    expect(formsTo('/api/recipes/import/archive/commit')).toHaveLength(0);
  });

  it("shows the server's message when the file cannot be read, and when the import fails", async () => {
    const { user } = setup({ 'POST /api/recipes/import/archive': { status: 422, body: { message: 'The file is not a zip archive' } } });
    const dialog = await openAndRead(user);
    expect(await within(dialog).findByText('The file is not a zip archive')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Recipes in the file' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the choice when the commit is refused', async () => {
    const { user } = setup({
      'POST /api/recipes/import/archive': { status: 200, body: preview },
      'POST /api/recipes/import/archive/commit': { status: 413, body: { message: 'The file is too large (the limit is 25 MB)' } },
    });
    const dialog = await openAndRead(user);
    await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 recipes' }));
    expect(await within(dialog).findByText('The file is too large (the limit is 25 MB)')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Rice/ })).toBeChecked();
  });
});

describe('Progress of a big file', () => {
  it('shows the bytes sent, then names the server step, for the read and the import', async () => {
    const { user } = setup({});
    const big = new File([new Uint8Array(8)], 'My Recipes.paprikarecipes');
    const dialog = await openAndRead(user, big);
    expect(within(dialog).getByLabelText(fileLabel)).toHaveAttribute('accept', expect.stringContaining('.paprikarecipes'));
    const [reading] = FakeUpload.sent;
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2: sending the file' })).not.toHaveAttribute('aria-valuenow');

    act(() => reading.progress(3 * 1024 * 1024, 12 * 1024 * 1024));
    const bar = within(dialog).getByRole('progressbar', { name: 'Step 1 of 2: sending the file' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '3.0 MB of 12.0 MB sent');

    act(() => reading.progress(12 * 1024 * 1024, 12 * 1024 * 1024));
    const working = within(dialog).getByRole('progressbar', { name: 'Step 2 of 2: reading the recipes' });
    expect(working).toHaveAttribute('aria-busy', 'true');
    expect(working).not.toHaveAttribute('aria-valuenow');

    act(() => reading.answer({ status: 200, body: preview }));
    await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 recipes' }));
    const importing = FakeUpload.sent[1];
    act(() => importing.progress(512 * 1024, 1024 * 1024));
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2: sending the file again' })).toHaveAttribute('aria-valuenow', '50');
    act(() => importing.progress(1024 * 1024, 1024 * 1024));
    expect(within(dialog).getByRole('progressbar', { name: 'Step 2 of 2: saving the recipes and photos' })).toBeInTheDocument();
    act(() => importing.answer({ status: 201, body: { imported: [{ id: 'a', title: 'Rice' }, { id: 'b', title: 'Soup' }] } }));
    expect(await screen.findByText('Imported 2 recipes')).toBeInTheDocument();
  });
});

describe('Export', () => {
  it('offers the cookbook as a zip download', async () => {
    setup({});
    expect(await screen.findByRole('link', { name: 'Export cookbook' })).toHaveAttribute('href', '/api/recipes/export');
    expect(screen.getByRole('link', { name: 'Export cookbook' })).toHaveAttribute('download');
  });

  it('offers a recipe as JSON-LD and Cooklang downloads and a print page in a new tab', async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Export recipe' }));
    const menu = await screen.findByRole('menu');
    const jsonld = within(menu).getByRole('menuitem', { name: 'JSON-LD (.json)' });
    expect(jsonld).toHaveAttribute('href', '/api/recipes/r%201/export?format=jsonld');
    expect(jsonld).toHaveAttribute('download');
    expect(within(menu).getByRole('menuitem', { name: 'Cooklang (.cook)' })).toHaveAttribute('href', '/api/recipes/r%201/export?format=cooklang');
    const print = within(menu).getByRole('menuitem', { name: 'Print' });
    expect(print).toHaveAttribute('href', '/api/recipes/r%201/export?format=print');
    expect(print).toHaveAttribute('target', '_blank');
    expect(print).not.toHaveAttribute('download');
  });
});
