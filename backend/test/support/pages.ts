import type { Response } from 'supertest';
import type { SignedInUser } from './auth.js';

/** The URL of a list page's `Link: <…>; rel="next"`, or null on the last page (issue 18). */
export function nextLink(res: Response): string | null {
  const link = res.headers.link as string | undefined;
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!match) throw new Error(`Unexpected Link header ${link}`);
  return match[1];
}

/** Every page from `first`, following the Link headers: the ids in order and each page's size. */
export async function walkPages(user: SignedInUser, first: string): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  for (let url: string | null = first; url; ) {
    if (sizes.length > 30) throw new Error('The pages never end');
    const res = await user.agent.get(url).expect(200);
    const rows = res.body as { id: string }[];
    ids.push(...rows.map((row) => row.id));
    sizes.push(rows.length);
    url = nextLink(res);
  }
  return { ids, sizes };
}
