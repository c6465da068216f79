import type { ArchivePreview } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRecipeExportUi } from '@/components/recipe-export-action';
import { stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecipeExportProvider } from './recipe-export-provider';

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
    { entry: 'rice.json', recipe: recipe('Rice'), duplicate: null },
    { entry: 'dal.json', recipe: recipe('Dal', 'https://example.test/dal'), duplicate: { by: 'sourceUrl', in: 'cookbook', of: "Meera's dal" } },
    { entry: 'soup.json', recipe: recipe('Soup'), duplicate: null },
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

function setup(routes: Record<string, RouteHandler>) {
  const fetchMock = stubFetch({ '/api/recipes': { status: 200, body: [] }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(
    <RecipeExportProvider>
      <CookbookActions />
      <RecipeExport />
    </RecipeExportProvider>,
  );
  return { fetchMock, user };
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'cookbook.zip', { type: 'application/zip' });

/** The multipart bodies sent to `url`, as FormData. */
const formsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === url && init?.method === 'POST').map(([, init]) => init?.body as FormData);

async function openAndRead(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Import file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import recipes from a file' });
  await user.upload(within(dialog).getByLabelText('Cookbook file (.zip)'), zip());
  return dialog;
}

describe('Import recipes from a file', () => {
  it('previews the archive, flags duplicates unticked, and imports only the chosen entries', async () => {
    const { fetchMock, user } = setup({
      'POST /api/recipes/import/archive': { status: 200, body: preview },
      'POST /api/recipes/import/archive/commit': { status: 201, body: { imported: [{ id: 'a', title: 'Rice' }] } },
    });
    const dialog = await openAndRead(user);
    const list = await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    const [sent] = formsTo(fetchMock, '/api/recipes/import/archive');
    expect((sent.get('file') as File).name).toBe('cookbook.zip');

    expect(within(list).getByRole('checkbox', { name: /Rice/ })).toBeChecked();
    const dal = within(list).getByRole('checkbox', { name: /Dal/ });
    expect(dal).not.toBeChecked();
    expect(dal).toHaveAccessibleDescription('Same source as “Meera\'s dal” in your cookbook');
    expect(within(dialog).getByText('notes.json: no recipe in it')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 3 chosen');

    await user.click(within(list).getByRole('checkbox', { name: /Soup/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 recipe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [committed] = formsTo(fetchMock, '/api/recipes/import/archive/commit');
    expect((committed.get('file') as File).name).toBe('cookbook.zip');
    expect(JSON.parse(committed.get('entries') as string)).toEqual(['rice.json']);
    expect(await screen.findByText('Imported 1 recipe')).toBeInTheDocument();
  });

  it('can choose all (duplicates too) and none; Import waits for a choice', async () => {
    const { fetchMock, user } = setup({ 'POST /api/recipes/import/archive': { status: 200, body: preview } });
    const dialog = await openAndRead(user);
    await within(dialog).findByRole('list', { name: 'Recipes in the file' });
    await user.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).getByRole('button', { name: 'Import 0 recipes' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 of 3 chosen');
    expect(within(dialog).getByRole('button', { name: 'Import 3 recipes' })).toBeEnabled();
    expect(formsTo(fetchMock, '/api/recipes/import/archive/commit')).toHaveLength(0);
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

describe('Export', () => {
  it('offers the cookbook as a zip download', () => {
    setup({});
    expect(screen.getByRole('link', { name: 'Export cookbook' })).toHaveAttribute('href', '/api/recipes/export');
    expect(screen.getByRole('link', { name: 'Export cookbook' })).toHaveAttribute('download');
  });

  it('offers a recipe as JSON-LD and Cooklang downloads and a print page in a new tab', async () => {
    const { user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Export recipe' }));
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
