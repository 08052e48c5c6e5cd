import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as messages from '#shared/messages/admin/content';
import { pages } from '#web/app/paths.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { blogPostsPageQuery } from './api.ts';
import { localTime, postState, STATE_COLORS, STATE_LABELS } from './post-status.ts';

/** Every CannaTalk post, last changed first: its title (to edit it), its state and its date. */
export function BlogPostList() {
  const paging = useCursorPages();
  const query = useQuery(blogPostsPageQuery(paging.cursor));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>CannaTalk posts</Title>
        <Button component={Link} to={pages.adminBlogPost.href()}>
          New post
        </Button>
      </Group>
      <QueryState query={query} what="posts">
        {(page) =>
          page.posts.length === 0 && paging.first ? (
            <Text>{messages.noPosts}</Text>
          ) : (
            <>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Posts">
                {page.posts.map((p) => {
                  const state = postState(p);
                  return (
                    <Paper component="li" key={p.id} withBorder p="sm">
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Anchor component={Link} to={pages.adminBlogPost.href({ id: p.id })} fw={600}>
                          {p.title}
                        </Anchor>
                        <Group gap="xs">
                          <Badge variant="filled" color={STATE_COLORS[state]}>
                            {STATE_LABELS[state]}
                          </Badge>
                          <Text size="sm">
                            {state === 'draft' ? `Changed ${localTime(p.updatedAt)}` : localTime(p.publishedAt)}
                          </Text>
                        </Group>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
              <CursorPager paging={paging} nextCursor={page.nextCursor} busy={query.isFetching} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
