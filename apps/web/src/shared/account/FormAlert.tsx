import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountErrorText } from './errors';

/** A form-level error (the spec's message for the code), announced to screen readers. */
export function FormAlert({ error }: { error: AccountErrorText | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="form-error"
    >
      {t(error.key, error.values)}
    </Alert>
  );
}
