import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myDonationsKey } from './my-donations';

/** `POST /api/donations/create-payment-intent`: a pending donation and the client secret Stripe.js pays with. */
export async function createPaymentIntent(body: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
  const res = await apiRequest('POST', '/api/donations/create-payment-intent', body);
  return (await res.json()) as CreatePaymentIntentResponse;
}

export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDonationsKey }),
  });
}
