/** The shortest password an account may have: checked by the forms and by better-auth itself. */
export const MIN_PASSWORD_LENGTH = 12;
