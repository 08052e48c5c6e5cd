import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as messages from '#shared/messages/admin/training';
import type { TrainingVideo } from '#shared/schemas/training';
import { isUploadedVideo, videoLink } from '#shared/schemas/training';
import { PLATFORM_UPLOADS, UPLOAD_PURPOSES, UPLOAD_TYPES } from '#shared/schemas/upload';
import { FilePicker } from '#web/components/uploads/file-picker.tsx';
import { UploadProgress } from '#web/components/uploads/upload-progress.tsx';
import { useUploads } from '#web/components/uploads/use-uploads.ts';
import type { TrainingVideoBody } from './api.ts';

const VIDEO_TYPES = UPLOAD_PURPOSES.training.types.join(',');

/**
 * A video's fields: title, description and link, checked here as the server checks them (the
 * link by the same pattern) so a mistake is named beside its field before anything is sent. The
 * link may instead be a file uploaded from the admin's machine: once confirmed, its /media/ link
 * fills the field, with a preview to check it before saving.
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
  const [uploaded, setUploaded] = useState('');
  const uploads = useUploads(PLATFORM_UPLOADS, 'training', (u, file) => {
    if (!u.url) return;
    setLink(u.url);
    setUploaded(file.name);
    setProblems((p) => ({ ...p, link: undefined }));
  });

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
          description="A YouTube or Vimeo video, an https link to an .mp4 or .webm file, or a file you upload"
          maxLength={2048}
          value={link}
          onChange={(e) => {
            setLink(e.currentTarget.value);
            setUploaded('');
          }}
          error={problems.link}
        />
        <Group gap="xs">
          <FilePicker
            label="Upload a video file"
            accept={VIDEO_TYPES}
            disabled={uploads.busy}
            onFiles={(files) => void uploads.add(files.slice(0, 1))}
          />
          <Text size="xs" c="dimmed">
            MP4 or WebM, up to {UPLOAD_TYPES['video/mp4'].maxBytes / 1024 / 1024} MB
          </Text>
        </Group>
        <UploadProgress tasks={uploads.tasks} onDismiss={uploads.dismiss} />
        {uploaded && (
          <Text size="sm" role="status">
            {messages.fileUploaded(uploaded)}
          </Text>
        )}
        {isUploadedVideo(link) && (
          <video
            style={{ width: '100%', maxWidth: 480, borderRadius: 4 }}
            src={link}
            controls
            preload="metadata"
            aria-label={`Preview of ${title.trim() || 'the uploaded video'}`}
          />
        )}
        {error && (
          <Alert color="red.9" variant="filled" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={busy || uploads.busy}>
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
