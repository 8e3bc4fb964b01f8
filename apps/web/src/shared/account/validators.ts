// Client-side checks of the account forms, with the rules of the contract (core.md §5). Each returns
// the i18n key (namespace `account`) of the problem, or null. The server checks the same rules.
import { EMAIL_MAX_LENGTH, nicknameProblems, passwordProblems } from '@glossa/contract/account-rules';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return 'account:validation.required';
  if (email.length > EMAIL_MAX_LENGTH) return 'account:validation.email_too_long';
  return EMAIL_FORMAT.test(email) ? null : 'account:validation.email_format';
}

export function passwordProblem(value: string): string | null {
  if (!value) return 'account:validation.required';
  const problems = passwordProblems(value);
  if (problems.length === 0) return null;
  return problems.includes('allowed')
    ? 'account:validation.password_symbols'
    : 'account:validation.password_rules';
}

export function nicknameProblem(value: string): string | null {
  if (!value) return 'account:validation.required';
  return nicknameProblems(value).length === 0 ? null : 'account:validation.nickname_rules';
}

export function repeatProblem(repeat: string, password: string): string | null {
  if (!repeat) return 'account:validation.required';
  return repeat === password ? null : 'account:validation.passwords_mismatch';
}

export function requiredProblem(value: string): string | null {
  return value.trim() ? null : 'account:validation.required';
}
