// The password and nickname rules, shown while the user types (core.md §5): each rule turns green
// once it is met; after a failed submit the unmet ones turn red.
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NICKNAME_CHECKS,
  PASSWORD_CHECKS,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@glossa/contract/account-rules';
import classes from './account.module.css';

interface Rule {
  key: string;
  ok: boolean;
  label: string;
}

function Checklist({
  id,
  title,
  rules,
  showErrors,
}: {
  id: string;
  title: string;
  rules: Rule[];
  showErrors: boolean;
}) {
  return (
    <div className={classes.rules} id={id} aria-live="polite">
      <div className={classes.rulesTitle}>{title}</div>
      <ul>
        {rules.map((rule) => {
          const state = rule.ok ? 'ok' : showErrors ? 'error' : 'pending';
          const Icon = rule.ok ? IconCheck : showErrors ? IconX : IconCircleDashed;
          return (
            <li key={rule.key} data-state={state} data-rule={rule.key}>
              <Icon size={14} stroke={2.2} aria-hidden />
              <span>{rule.label}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function PasswordRules({
  value,
  showErrors = false,
  id = 'password-rules',
}: {
  value: string;
  showErrors?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Checklist
      id={id}
      title={t('password_rules.title')}
      showErrors={showErrors}
      rules={PASSWORD_CHECKS.map((check) => ({
        key: check.key,
        // "No other symbols" is met by an empty field but says nothing yet: show it as pending.
        ok: value.length > 0 && check.test(value),
        label: t(`password_rules.${check.key}`, { chars: PASSWORD_SPECIAL_CHARACTERS }),
      }))}
    />
  );
}

export function NicknameRules({
  value,
  showErrors = false,
  id = 'nickname-rules',
}: {
  value: string;
  showErrors?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Checklist
      id={id}
      title={t('nickname_rules.title')}
      showErrors={showErrors}
      rules={NICKNAME_CHECKS.map((check) => ({
        key: check.key,
        ok: value.length > 0 && check.test(value),
        label: t(`nickname_rules.${check.key}`),
      }))}
    />
  );
}
