import { createContext, useContext } from 'react';

/**
 * Opens the Add Food to Inventory dialog. The app shell mounts the dialog and provides this; any
 * screen (inventory, chat) can offer an add button without importing the dialog's feature. Null
 * where no dialog is mounted, so screens show their add buttons only when an add action exists
 * (spec 001 §2 "Add Your First Item").
 */
const AddFoodActionContext = createContext<(() => void) | null>(null);

export const AddFoodActionProvider = AddFoodActionContext.Provider;

export function useAddFoodAction(): (() => void) | null {
  return useContext(AddFoodActionContext);
}
