import { Alert, List } from '@mantine/core';
import './coa-prefill.css';

/** The reader's checks that failed on a certificate's values, above the form they filled. */
export function PrefillProblems({ problems }: { problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <Alert
      color="yellow"
      title="Checks on the values read from the certificate"
      classNames={{ title: 'coa-prefill-alert-title' }}
    >
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
