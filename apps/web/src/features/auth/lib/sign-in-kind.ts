// How the current session was opened in this page's life: a fresh registration is not asked to
// verify its e-mail by the popup (the mail was just sent); returning users are (community.md §4).
export type SignInKind = 'password' | 'social' | 'registration';

let kind: SignInKind | null = null;

export const setSignInKind = (value: SignInKind | null) => {
  kind = value;
};
export const signInKind = () => kind;
