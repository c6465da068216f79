/** The name of a household made for one person (at sign-up, or when they leave a shared one). */
export const personalHouseholdName = (firstName: string | null) => (firstName?.trim() ? `${firstName.trim()}'s kitchen` : 'My kitchen');
