import { ActionIcon, Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#shared/messages/admin/training';
import type { TrainingVideo } from '#shared/schemas/training';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import {
  ADMIN_TRAINING_KEY,
  addVideo,
  adminTrainingQuery,
  deleteVideo,
  orderVideos,
  saveVideo,
  type TrainingVideoBody,
} from './api.ts';
import { VideoForm } from './video-form.tsx';

/**
 * Platform Training's videos as admins keep them: added last, edited in place, deleted after the
 * app's question, and moved one place at a time with Up and Down buttons (each move saves the
 * whole order in one call, so the list moves whole or not at all). Every save says so.
 */
export function TrainingVideoList() {
  const queryClient = useQueryClient();
  const query = useQuery(adminTrainingQuery());
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<TrainingVideo>();
  // a new form after each add, so its fields start empty
  const [addKey, setAddKey] = useState(0);

  const done = async (text: string) => {
    setNotice(text);
    await queryClient.invalidateQueries({ queryKey: [ADMIN_TRAINING_KEY] });
  };
  const add = useMutation({
    mutationFn: addVideo,
    onMutate: () => setNotice(''),
    onSuccess: async () => {
      setAddKey((k) => k + 1);
      await done(messages.videoAdded);
    },
  });
  const save = useMutation({
    mutationFn: ({ video, body }: { video: TrainingVideo; body: TrainingVideoBody }) =>
      saveVideo(video.id, video.version, body),
    onMutate: () => setNotice(''),
    onSuccess: async () => {
      setEditing(undefined);
      await done(messages.videoSaved);
    },
  });
  const remove = useMutation({
    mutationFn: (video: TrainingVideo) => deleteVideo(video.id, video.version),
    onMutate: () => setNotice(''),
    onSuccess: () => done(messages.videoDeleted),
  });
  const move = useMutation({
    mutationFn: orderVideos,
    onMutate: () => setNotice(''),
    onSuccess: (videos) => {
      queryClient.setQueryData([ADMIN_TRAINING_KEY], videos);
      setNotice(messages.videosMoved);
    },
  });
  const listError = (remove.error ?? move.error)?.message;

  return (
    <Stack>
      <Title order={1}>Platform Training videos</Title>
      <Text>Companies see these videos on their Platform Training page, in this order.</Text>
      <Text role="status" c="green.9" fw={600} aria-live="polite">
        {notice}
      </Text>
      {listError && (
        <Alert color="red.9" variant="filled" role="alert">
          {listError}
        </Alert>
      )}
      <QueryState query={query} what="training videos">
        {(videos) =>
          videos.length === 0 ? (
            <Text>{messages.noVideos}</Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Videos">
              {videos.map((v, i) => {
                const moveTo = (to: number) => {
                  const ids = videos.map((x) => x.id);
                  ids.splice(i, 1);
                  ids.splice(to, 0, v.id);
                  move.mutate(ids);
                };
                return (
                  <Paper component="li" key={v.id} withBorder p="sm">
                    {editing === v.id ? (
                      <VideoForm
                        video={v}
                        submitLabel="Save"
                        busy={save.isPending}
                        error={save.error?.message}
                        onSubmit={(body) => save.mutate({ video: v, body })}
                        onCancel={() => {
                          save.reset();
                          setEditing(undefined);
                        }}
                      />
                    ) : (
                      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                          <Text fw={600}>
                            {i + 1}. {v.title}
                          </Text>
                          {v.description && <Text size="sm">{v.description}</Text>}
                          <Anchor
                            href={v.link}
                            target="_blank"
                            rel="noopener noreferrer"
                            size="sm"
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {v.link}
                            <span className="visually-hidden"> (opens in a new tab)</span>
                          </Anchor>
                        </Stack>
                        <Group gap="xs">
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={`Move ${v.title} up`}
                            disabled={i === 0 || move.isPending}
                            onClick={() => moveTo(i - 1)}
                          >
                            ↑
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={`Move ${v.title} down`}
                            disabled={i === videos.length - 1 || move.isPending}
                            onClick={() => moveTo(i + 1)}
                          >
                            ↓
                          </ActionIcon>
                          <Button
                            variant="default"
                            aria-label={`Edit ${v.title}`}
                            onClick={() => {
                              save.reset();
                              setEditing(v.id);
                            }}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="default"
                            aria-label={`Delete ${v.title}`}
                            disabled={remove.isPending}
                            onClick={() => setDeleting(v)}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Group>
                    )}
                  </Paper>
                );
              })}
            </Stack>
          )
        }
      </QueryState>
      <Paper withBorder p="md" component="section" aria-labelledby="add-video">
        <Title order={2} fz="h3" id="add-video" mb="sm">
          Add a video
        </Title>
        <VideoForm
          key={addKey}
          submitLabel="Add video"
          busy={add.isPending}
          error={add.error?.message}
          onSubmit={(body) => add.mutate(body)}
        />
      </Paper>
      <ConfirmDialog
        opened={!!deleting}
        title="Delete video"
        message={deleting ? messages.deleteQuestion(deleting.title) : ''}
        confirmLabel="Delete"
        onConfirm={() => {
          remove.mutate(deleting!);
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
