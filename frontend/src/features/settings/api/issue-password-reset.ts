import type { AdminPasswordResetBody, PasswordResetLink } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/admin/password-resets` (admins): a one-time link for the account of an address. */
export async function issuePasswordReset(body: AdminPasswordResetBody): Promise<PasswordResetLink> {
  const res = await apiRequest('POST', '/api/admin/password-resets', body);
  return (await res.json()) as PasswordResetLink;
}

export function useIssuePasswordReset() {
  return useMutation({ mutationFn: issuePasswordReset });
}
