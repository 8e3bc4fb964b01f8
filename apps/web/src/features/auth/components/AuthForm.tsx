// The layout every auth form shares: the AuthShell frame, a form without the browser's own
// validation, the error alert on top, then the fields and buttons. Field components below carry
// the attributes each kind of field always has (autocomplete, limits, size), so a page only says
// what is its own.
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import type { FormEventHandler, ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  Stack,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconArrowLeft, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NICKNAME_RULES, PASSWORD_RULES } from '@glossa/contract/account-rules';
import type { AccountErrorText } from '../../../shared/account/errors';
import { FormAlert } from '../../../shared/account/FormAlert';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { AuthShell, type AuthShellProps } from './AuthShell';

interface AuthFormProps extends Omit<AuthShellProps, 'children'> {
  error: AccountErrorText | null;
  /** The server answers its health check but not yet the form's call: say it is working on it. */
  slow?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function AuthForm({ error, slow = false, onSubmit, children, ...shell }: AuthFormProps) {
  const { t } = useTranslation('account');
  return (
    <AuthShell {...shell}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={error} />
          {slow && !error && (
            <Alert color="blue" variant="light" radius="md" icon={<IconHourglass size={18} />} role="status" data-testid="form-slow">
              {t('pending.slow_server')}
            </Alert>
          )}
          {children}
        </Stack>
      </form>
    </AuthShell>
  );
}

/** The footer line under a form: "No account yet? Create one". */
export function AuthFooterLink({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <>
      {text}{' '}
      <Anchor component={Link} to={to} fw={600} size="sm">
        {link}
      </Anchor>
    </>
  );
}

/** Back to the choice of sign-in methods. */
export function OtherMethodsButton({ label }: { label: string }) {
  const to = useLocalePath();
  return (
    <Button
      component={Link}
      to={to('/auth')}
      variant="subtle"
      color="gray"
      leftSection={<IconArrowLeft size={16} />}
    >
      {label}
    </Button>
  );
}

export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.email_placeholder')}
      type="email"
      autoComplete="email"
      size="md"
      required
      {...props}
    />
  );
}

export function NicknameField(props: TextInputProps) {
  const { t } = useTranslation(['auth', 'account']);
  return (
    <TextInput
      label={t('account:fields.nickname')}
      placeholder={t('account:fields.nickname_placeholder')}
      description={t('sign_up.nickname_hint')}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={NICKNAME_RULES.maxLength + 10}
      size="md"
      required
      aria-describedby="nickname-rules"
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset): the rules list goes under it. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      maxLength={PASSWORD_RULES.maxLength + 10}
      size="md"
      required
      {...props}
    />
  );
}

export function RepeatPasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('account');
  return (
    <PasswordInput
      label={t('fields.repeat_password')}
      autoComplete="new-password"
      size="md"
      required
      {...props}
    />
  );
}
