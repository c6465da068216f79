/** What the reset screen hands the log-in form: whose password changed. */
export interface PasswordResetNotice {
  passwordReset: { email: string };
}

/** The notice in a location's state, if the reset screen sent the visitor here. */
export function passwordResetNotice(state: unknown): PasswordResetNotice['passwordReset'] | null {
  if (typeof state !== 'object' || state === null || !('passwordReset' in state)) return null;
  const notice = (state as PasswordResetNotice).passwordReset;
  return typeof notice?.email === 'string' ? notice : null;
}

/**
 * The secret of a reset link: `#token=…` (how the server writes links, so it never reaches a server
 * log), or `?token=…` for a link someone rewrote.
 */
export function resetTokenFrom(location: { hash: string; search: string }): string | null {
  for (const part of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    const token = new URLSearchParams(part).get('token')?.trim();
    if (token) return token;
  }
  return null;
}

/** A contract message that follows a field name ("this reset link is …") as a sentence on its own. */
export function asSentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
