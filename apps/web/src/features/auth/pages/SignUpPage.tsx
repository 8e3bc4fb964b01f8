// AuthSignUp (sign_up/{step}): sign_up redirects to sign_up/email, the registration form. The
// password and nickname rules are shown, and ticked off, as the user types (core.md §5).
import '@mantine/core/styles/PasswordInput.css';
import { useState, type FocusEvent } from 'react';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EMAIL_MAX_LENGTH } from '@glossa/contract/account-rules';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { NicknameRules, PasswordRules } from '../../../shared/account/RuleChecklist';
import {
  emailProblem,
  nicknameProblem,
  passwordProblem,
  repeatProblem,
} from '../../../shared/account/validators';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { register } from '../api/sign-in';
import { GuestOnly } from '../components/GuestOnly';
import { useFinishSignIn } from '../lib/finish-sign-in';
import {
  AuthFooterLink,
  AuthForm,
  EmailField,
  NewPasswordField,
  NicknameField,
  OtherMethodsButton,
  RepeatPasswordField,
} from '../components/AuthForm';

export const SIGN_UP_STEPS = ['email'] as const;

/** The form's fields, top to bottom. */
const FIELDS = ['email', 'nickname', 'password', 'repeat'] as const;

function SignUpForm() {
  const { t } = useTranslation(['auth', 'account']);
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const finish = useFinishSignIn();
  const [error, setError] = useState<AccountErrorText | null>(null);
  const [slow, setSlow] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const message = (key: string | null) => (key ? t(key) : null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', nickname: '', password: '', repeat: '' },
    validateInputOnBlur: true,
    validate: {
      email: (v) => message(emailProblem(v)),
      nickname: (v) => message(nicknameProblem(v)),
      password: (v) => message(passwordProblem(v)),
      repeat: (v, values) => message(repeatProblem(v, values.password)),
    },
  });
  const { values } = form;
  const showRules = (field: 'nickname' | 'password') =>
    focused === field || values[field].length > 0 || attempted;

  const submit = form.onSubmit(
    async (v) => {
      setError(null);
      setSlow(false);
      try {
        const tokens = await register({ email: v.email.trim(), nickname: v.nickname, password: v.password }, () =>
          setSlow(true),
        );
        await finish(tokens, 'registration');
      } catch (err) {
        const text = accountErrorText(err, locale);
        if (text.field && text.field in v) form.setFieldError(text.field, t(text.key, text.values));
        else setError(text);
      } finally {
        setSlow(false);
      }
    },
    (errors) => {
      setAttempted(true);
      // The first field the form refused takes the focus: a click on "Create account" at the
      // bottom of a long form would otherwise leave its message out of sight.
      const first = FIELDS.find((field) => errors[field]);
      const node = first ? form.getInputNode(first) : null;
      if (node) {
        node.focus({ preventScroll: true });
        node.scrollIntoView?.({ block: 'center' });
      }
    },
  );

  // The rules list shows while its field has the focus (and once it has a value).
  const input = (field: 'email' | 'nickname' | 'password' | 'repeat') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onFocus: () => setFocused(field),
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setFocused(null);
        (props.onBlur as ((e: FocusEvent<HTMLInputElement>) => void) | undefined)?.(event);
      },
    };
  };

  return (
    <AuthForm
      testId="sign-up-page"
      title={t('sign_up.title')}
      subtitle={t('sign_up.subtitle')}
      footer={
        <AuthFooterLink
          text={t('sign_up.have_account')}
          link={t('sign_up.sign_in')}
          to={to('/login/email')}
        />
      }
      error={error}
      slow={slow}
      onSubmit={submit}
    >
      <EmailField maxLength={EMAIL_MAX_LENGTH} {...input('email')} />
      <div>
        <NicknameField {...input('nickname')} />
        {showRules('nickname') && <NicknameRules value={values.nickname} showErrors={attempted} />}
      </div>
      <div>
        <NewPasswordField
          label={t('account:fields.password')}
          aria-describedby="password-rules"
          {...input('password')}
        />
        {showRules('password') && <PasswordRules value={values.password} showErrors={attempted} />}
      </div>
      <RepeatPasswordField {...input('repeat')} />
      <Button type="submit" size="md" radius="md" loading={form.submitting} data-testid="sign-up-submit">
        {t('sign_up.submit')}
      </Button>
      <OtherMethodsButton label={t('sign_up.other_methods')} />
    </AuthForm>
  );
}

export default function SignUpPage() {
  const { step } = useParams();
  const to = useLocalePath();
  if (!step || !(SIGN_UP_STEPS as readonly string[]).includes(step)) {
    return <Navigate to={to('/sign_up/email')} replace />;
  }
  return (
    <GuestOnly>
      <SignUpForm />
    </GuestOnly>
  );
}
