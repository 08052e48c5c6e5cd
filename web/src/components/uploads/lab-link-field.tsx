import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

/**
 * A lab's WCIA link instead of a file (docs/client-uploads.md, A lab's link): `send` has the server
 * fetch and keep the document (a company's upload, or the pipeline's draft), and `onSent` takes
 * what it answered; a refusal shows the server's reason under the field.
 */
export function LabLinkField<T>({
  send,
  onSent,
  disabled,
  label = "Or paste the lab's WCIA link",
}: {
  send: (url: string) => Promise<T>;
  onSent: (answer: T) => void;
  disabled?: boolean;
  label?: string;
}) {
  const [url, setUrl] = useState('');
  const fetchLink = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      setUrl('');
      onSent(answer);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (url.trim()) fetchLink.mutate(url.trim());
  };
  const error = fetchLink.error?.message;
  return (
    // not a <form>: the list sits inside the record's own form, and forms do not nest
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={label}
        description="The address of the lab's WCIA JSON lab result (https://…)"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit(e);
        }}
        error={error}
        disabled={disabled || fetchLink.isPending}
        style={{ flex: '1 1 16rem' }}
        // Mantine's error red on white is under 4.5:1: the text keeps its colour, the message a darker red
        styles={{ input: { color: 'var(--mantine-color-text)' }, error: { color: 'var(--mantine-color-red-9)' } }}
      />
      <Button
        variant="default"
        onClick={submit}
        loading={fetchLink.isPending}
        disabled={disabled || !url.trim()}
        mb={error ? 22 : 0}
      >
        Fetch the lab's document
      </Button>
    </Group>
  );
}
