/** The new-password rule in words, under the field before anything is typed (spec §5). */
export const newPasswordHint =
  '8 to 20 characters with a lowercase and an uppercase letter, a number and a special character; no spaces.';
