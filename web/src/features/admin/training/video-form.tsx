import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TrainingVideo } from '#shared/schemas/training';
import { videoLink } from '#shared/schemas/training';
import type { TrainingVideoBody } from './api.ts';

/**
 * A video's fields: title, description and link, checked here as the server checks them (the
 * link by the same pattern) so a mistake is named beside its field before anything is sent.
 */
export function VideoForm({
  video,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  video?: TrainingVideo;
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit: (body: TrainingVideoBody) => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(video?.title ?? '');
  const [description, setDescription] = useState(video?.description ?? '');
  const [link, setLink] = useState(video?.link ?? '');
  const [problems, setProblems] = useState<{ title?: string; link?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: typeof problems = {};
    if (!title.trim()) found.title = 'Enter a title.';
    const checked = videoLink.safeParse(link.trim());
    if (!checked.success) found.link = `The link ${checked.error.issues[0]!.message}.`;
    setProblems(found);
    if (Object.keys(found).length) return;
    onSubmit({ title: title.trim(), description: description.trim(), link: link.trim() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={problems.title}
        />
        <Textarea
          label="Description"
          maxLength={1000}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextInput
          label="Video link"
          required
          type="url"
          description="A YouTube or Vimeo video, or an https link to an .mp4 file"
          maxLength={2048}
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={problems.link}
        />
        {error && (
          <Alert color="red.9" variant="filled" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
