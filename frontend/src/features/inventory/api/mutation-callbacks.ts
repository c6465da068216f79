/**
 * Follow-ups a screen adds to a mutation hook (toasts, closing a dialog). They run as the hook's
 * own options, so they still run when the component that asked is gone (an item used up or
 * deleted leaves the list, and its card with it).
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
