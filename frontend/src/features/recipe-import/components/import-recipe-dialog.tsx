import { type ImportedRecipe, type ImportRecipeBody, type Recipe, savableImportedRecipe } from '@sous/contracts';
import { availabilitySummary } from '@sous/kitchen';
import { ArrowLeft, Download, ExternalLink, Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IngredientRow } from '@/components/recipe-card/ingredient-row';
import { bodyOf, draftErrors, draftOf, type DraftErrors, type RecipeDraft } from '@/components/recipe-editor/recipe-draft';
import { RecipeEditorFields } from '@/components/recipe-editor/recipe-editor-fields';
import { RecipeWarnings } from '@/components/recipe-editor/recipe-warnings';
import { rowAvailability } from '@/components/recipe-card/availability';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useImportRecipe } from '../api/import-recipe';
import { useSaveImportedRecipe } from '../api/save-imported-recipe';
import { importText, type ImportSource, requestFor } from '../lib/import-request';

// three tabs share a 375 px screen: a label wraps rather than push the dialog wider than the screen
const tabClass = 'px-2 text-center whitespace-normal';

/**
 * "Import recipe": a web address, a page's source or a recipe's text is read by the server
 * (nothing stored), reviewed here with what the household has of each ingredient, then saved.
 */
export function ImportRecipeDialog({ open, onOpenChange, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; onSaved?: (recipe: Recipe) => void }) {
  const [source, setSource] = useState<ImportSource>('url');
  const [values, setValues] = useState({ url: '', html: '', pageUrl: '', text: '' });
  const [preview, setPreview] = useState<ImportedRecipe | null>(null);
  // the review's own editor (issue 30): null until "Edit before saving"
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const [draftProblems, setDraftProblems] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const reader = useImportRecipe();
  const saver = useSaveImportedRecipe();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (preview) reviewHeading.current?.focus();
  }, [preview]);

  const reset = () => {
    setPreview(null);
    setDraft(null);
    setDraftProblems({});
    setProblem(null);
    reader.reset();
    saver.reset();
  };
  const close = (next: boolean) => {
    if (!next) {
      reset();
      setValues({ url: '', html: '', pageUrl: '', text: '' });
    }
    onOpenChange(next);
  };

  const read = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body: ImportRecipeBody | string = requestFor(source, values);
    if (typeof body === 'string') {
      setProblem(body);
      firstField.current?.focus();
      return;
    }
    reader.mutate(body, {
      onSuccess: setPreview,
      onError: (error) => {
        setProblem(serverMessage(error, importText.readFailed));
        firstField.current?.focus();
      },
    });
  };

  const save = () => {
    if (!preview) return;
    let body = savableImportedRecipe(preview);
    if (draft) {
      const found = draftErrors(draft);
      setDraftProblems(found);
      if (Object.keys(found).length > 0) return;
      const { note: _note, ...edited } = bodyOf(draft);
      body = { ...body, ...edited };
    }
    saver.mutate(body, {
      onSuccess: ({ warnings = [], ...recipe }) => {
        toast({ variant: 'success', title: importText.saved, description: warnings.length > 0 ? `${recipe.title}: ${warnings.map((w) => w.message).join('; ')}` : recipe.title });
        onSaved?.(recipe);
        close(false);
      },
      onError: (error) => setProblem(serverMessage(error, importText.saveFailed)),
    });
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="md:max-w-2xl"
        // the address field, not the first tab: pasting a link is what most imports start with
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          firstField.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{importText.title}</DialogTitle>
          <DialogDescription className={preview ? 'sr-only' : undefined}>{importText.description}</DialogDescription>
        </DialogHeader>
        {problem && <Alert variant="destructive">{problem}</Alert>}
        {preview && draft ? (
          <section aria-label={importText.reviewLabel} className="flex min-w-0 flex-col gap-4">
            <RecipeWarnings warnings={preview.warnings ?? []} />
            <RecipeEditorFields draft={draft} onChange={setDraft} errors={draftProblems} />
          </section>
        ) : preview ? (
          <>
            <Review recipe={preview} headingRef={reviewHeading} />
            <Button variant="outline" className="self-start" onClick={() => setDraft(draftOf(preview))}>
              <Pencil aria-hidden />
              {importText.editBeforeSaving}
            </Button>
          </>
        ) : (
          <form id="import-recipe-form" onSubmit={read} noValidate>
            <Tabs value={source} onValueChange={(v) => { setSource(v as ImportSource); setProblem(null); }}>
              <TabsList aria-label={importText.sourceLabel}>
                <TabsTrigger value="url" className={tabClass}>{importText.tabs.url}</TabsTrigger>
                <TabsTrigger value="html" className={tabClass}>{importText.tabs.html}</TabsTrigger>
                <TabsTrigger value="text" className={tabClass}>{importText.tabs.text}</TabsTrigger>
              </TabsList>
              <TabsContent value="url">
                <Field label={importText.fields.url} hint={importText.hints.url}>
                  {(control) => <Input {...control} ref={source === 'url' ? firstField : undefined} type="url" inputMode="url" autoComplete="url" placeholder="https://" {...field('url')} />}
                </Field>
              </TabsContent>
              <TabsContent value="html" className="flex flex-col gap-4">
                <Field label={importText.fields.html} hint={importText.hints.html}>
                  {(control) => <Textarea {...control} ref={source === 'html' ? firstField : undefined} rows={8} className="font-mono text-xs" spellCheck={false} {...field('html')} />}
                </Field>
                <Field label={importText.fields.pageUrl} hint={importText.hints.pageUrl}>
                  {(control) => <Input {...control} type="url" inputMode="url" placeholder="https://" {...field('pageUrl')} />}
                </Field>
              </TabsContent>
              <TabsContent value="text">
                <Field label={importText.fields.text} hint={importText.hints.text}>
                  {(control) => <Textarea {...control} ref={source === 'text' ? firstField : undefined} rows={10} {...field('text')} />}
                </Field>
              </TabsContent>
            </Tabs>
          </form>
        )}
        <DialogFooter>
          {preview ? (
            <>
              <Button variant="outline" onClick={reset} disabled={saver.isPending}>
                <ArrowLeft aria-hidden />
                {importText.back}
              </Button>
              <Button onClick={save} disabled={saver.isPending}>
                {saver.isPending ? importText.saving : importText.save}
              </Button>
            </>
          ) : (
            <Button type="submit" form="import-recipe-form" disabled={reader.isPending}>
              <Download aria-hidden />
              {reader.isPending ? importText.reading : importText.read}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Review({ recipe, headingRef }: { recipe: ImportedRecipe; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const summary = availabilitySummary(recipe.ingredientMatches);
  const facts = [
    recipe.servings ? `${recipe.servings} servings` : null,
    recipe.yieldText ?? null,
    recipe.prepTime ? `Prep ${recipe.prepTime} min` : null,
    recipe.cookTime ? `Cook ${recipe.cookTime} min` : null,
    recipe.totalTime ? `Total ${recipe.totalTime}` : null,
    recipe.cuisine,
  ].filter(Boolean);
  return (
    <section aria-label={importText.reviewLabel} className="flex min-w-0 flex-col gap-4">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words focus-visible:outline-2 focus-visible:outline-ring">
          {recipe.title}
        </h3>
        {facts.length > 0 && <p className="text-sm text-muted-foreground tabular-nums">{facts.join(' · ')}</p>}
        <RecipeWarnings warnings={recipe.warnings ?? []} />
        {recipe.description && <p className="mt-2 text-sm">{recipe.description}</p>}
        <Source recipe={recipe} />
      </div>
      <div>
        <h4 className="font-medium">
          {importText.ingredients} <span className="text-sm font-normal text-muted-foreground tabular-nums">({summary.available}/{summary.total} on hand)</span>
        </h4>
        <ul className="mt-1">
          {recipe.ingredients.map((line, index) => (
            <IngredientRow key={`${index}-${line}`} line={line} availability={rowAvailability(recipe.ingredientMatches[index])} />
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-medium">{importText.steps}</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
          {recipe.instructions.map((step, index) => (
            <li key={`${index}-${step}`} className="break-words">
              {step}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Source({ recipe }: { recipe: ImportedRecipe }) {
  if (!recipe.sourceUrl && !recipe.sourceAuthor) return null;
  let host: string | null;
  try {
    host = recipe.sourceUrl ? new URL(recipe.sourceUrl).host : null;
  } catch {
    host = null;
  }
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {importText.source}{' '}
      {recipe.sourceAuthor && <span>{recipe.sourceAuthor}</span>}
      {recipe.sourceAuthor && recipe.sourceUrl && ' · '}
      {recipe.sourceUrl && (
        <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all underline">
          {host ?? recipe.sourceUrl}
          <ExternalLink aria-hidden className="size-3" />
        </a>
      )}
    </p>
  );
}
