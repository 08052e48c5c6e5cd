import { Alert, Button, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useNavigationState } from '#web/lib/navigation.ts';
import * as messages from '#shared/messages/admin/content';
import type { AdminBlogPost } from '#shared/schemas/admin-content';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { pages } from '#web/app/paths.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { SavedNotice } from '#web/components/saved-notice.tsx';
import { ImageField } from '#web/components/uploads/image-field.tsx';
import { ADMIN_BLOG_KEY, createPost, deletePost, savePost, type BlogPostBody } from './api.ts';
import { ContentEditor } from './content-editor.tsx';
import { localTime, postState } from './post-status.ts';

type When = 'draft' | 'now' | 'schedule';

/** `YYYY-MM-DDTHH:mm` in the browser's zone, as a datetime-local input holds it. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A post's editor: title, featured image (the upload path), content, and when it is public (a
 * draft, now, or from a time to come). A new post is created on its first save and its address
 * becomes the post's; every later save names the version it edited (409 when another admin moved it on).
 */
export function PostEditor({ post }: { post?: AdminBlogPost }) {
  const navigate = useNavigate();
  // a new post's first save comes here with its address: the notice carries over
  const justCreated = !!useNavigationState<{ saved?: boolean }>()?.saved;
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(post?.title ?? '');
  const [image, setImage] = useState(post?.featured_image);
  const [content, setContent] = useState(post?.content ?? '');
  const initialState = post && postState(post);
  const [when, setWhen] = useState<When>(
    !initialState || initialState === 'draft' ? 'draft' : initialState === 'scheduled' ? 'schedule' : 'now',
  );
  const [at, setAt] = useState(
    initialState === 'scheduled' ? toLocalInput(Date.parse(post!.publishedAt)) : toLocalInput(Date.now() + 86_400_000),
  );
  const [problems, setProblems] = useState<{ title?: string; content?: string; at?: string }>({});
  const [asking, setAsking] = useState(false);
  const livePublished = initialState === 'published';

  const save = useMutation({
    mutationFn: (body: BlogPostBody) => (post ? savePost(post.id, post.version, body) : createPost(body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData([ADMIN_BLOG_KEY, 'post', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_BLOG_KEY, 'page'] });
      if (!post) void navigate(pages.adminBlogPost.href({ id: saved.id }), { replace: true, state: { saved: true } });
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePost(post!.id, post!.version),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_BLOG_KEY] });
      void navigate(pages.adminBlog.href(), { state: { notice: messages.postDeleted } });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: typeof problems = {};
    if (!title.trim()) found.title = 'Enter a title.';
    if (!content) found.content = 'Write the post.';
    const scheduled = Date.parse(at);
    if (when === 'schedule' && !(scheduled > Date.now())) found.at = messages.scheduleInPast;
    setProblems(found);
    if (Object.keys(found).length) return;
    const now = new Date().toISOString();
    const publishedAt =
      when === 'schedule'
        ? new Date(scheduled).toISOString()
        : // a live post keeps the date it went public; a draft keeps the date it had
          when === 'now'
          ? livePublished
            ? post!.publishedAt
            : now
          : (post?.publishedAt ?? now);
    save.mutate({
      title: title.trim(),
      content,
      ...(image && { featured_image: image }),
      publishedAt,
      published: when !== 'draft',
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={860}>
        <Title order={1}>{post ? 'Edit post' : 'New post'}</Title>
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={problems.title}
        />
        <ImageField
          clientId={PLATFORM_UPLOADS}
          purpose="blog"
          label="Featured image"
          value={image}
          onChange={setImage}
        />
        <ContentEditor initial={post?.content ?? ''} onChange={setContent} error={problems.content} />
        <Radio.Group label="On CannaTalk" value={when} onChange={(v) => setWhen(v as When)}>
          <Stack gap="xs" mt={6}>
            <Radio value="draft" label="Draft: not shown on CannaTalk" />
            <Radio
              value="now"
              label={livePublished ? `Published since ${localTime(post!.publishedAt)}` : 'Publish now'}
            />
            <Radio value="schedule" label="Schedule for a time" />
          </Stack>
        </Radio.Group>
        {when === 'schedule' && (
          <TextInput
            type="datetime-local"
            label="Publish at"
            required
            min={toLocalInput(Date.now())}
            value={at}
            onChange={(e) => setAt(e.currentTarget.value)}
            description={`Your time (${zone})`}
            error={problems.at}
          />
        )}
        {(save.error ?? remove.error) && (
          <Alert color="red" role="alert">
            {(save.error ?? remove.error)!.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
            <SavedNotice saved={save.isSuccess || (justCreated && save.isIdle)} text={messages.postSaved} />
          </Group>
          {post && (
            <Button variant="default" color="red" disabled={remove.isPending} onClick={() => setAsking(true)}>
              Delete post
            </Button>
          )}
        </Group>
        {post && (
          <ConfirmDialog
            opened={asking}
            title="Delete post"
            message={messages.deleteQuestion(post.title)}
            confirmLabel="Delete"
            onConfirm={() => {
              setAsking(false);
              remove.mutate();
            }}
            onCancel={() => setAsking(false)}
          />
        )}
      </Stack>
    </form>
  );
}
