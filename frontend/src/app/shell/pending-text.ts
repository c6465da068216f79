/** The pending pill's and the conflict dialog's words (issue 21). */
export const pendingText = {
  pill: (count: number) => `${count} pending`,
  conflictTitle: 'Changed on another device',
  conflictDescription: (label: string) => `"${label}" was made offline, and this was changed on another device meanwhile.`,
  deleteDescription: (label: string) => `"${label}" was made offline, and this was changed or removed on another device meanwhile.`,
  keepTheirs: 'Keep theirs',
  useMine: 'Use mine',
  deleteAnyway: 'Delete anyway',
  refused: (label: string) => `"${label}" could not be saved`,
} as const;
