// An employee's badge as a scanner reads it: "EMP-" and the badge's own code
// (letters, digits, dashes). The login page uses it to tell a badge from any
// other label a hand scanner sends while the password tab is shown.
export const badgePattern = /^EMP-[A-Z0-9][A-Z0-9-]{0,59}$/i;

/** Whether a scanned code is a badge (white space around it is not part of it). */
export function isBadgeCode(code: string): boolean {
  return badgePattern.test(code.trim());
}
